/** Fixed positions for the AI speed bench: several stages of each game, reproducible from seeds. */
import { createRng } from '../../src/engine/core/rng';
import * as banqi from '../../src/engine/banqi';
import * as banqiReferee from '../../src/engine/banqi/referee-entry';
import * as jungle from '../../src/engine/jungle/index';

/** Banqi positions after 0, 6, 16, 30, 50 and 80 random actions of one seeded game, and a fixed midgame. */
export function banqiBenchPositions(): { label: string; position: banqi.Position }[] {
  const rng = createRng('ai-bench-banqi');
  const referee = new banqiReferee.Referee(banqi.START_POSITION, {
    type: 'deal',
    deal: banqiReferee.dealFromRng(banqi.START_POSITION, rng),
  });
  const out: { label: string; position: banqi.Position }[] = [];
  const wanted = new Set([0, 6, 16, 30, 50, 80]);
  for (let ply = 0; ply <= 80 && banqi.status(referee.position).result === 'ongoing'; ply++) {
    if (wanted.has(ply)) out.push({ label: `random game, ply ${ply}`, position: referee.position });
    const options = banqi.legalActions(referee.position);
    referee.play(options[rng.nextInt(options.length)]!);
  }
  const mid = banqi.parsePosition('hX1RXX1r/RaASXSeh/H1saXS1g/XAXEEXXX r G1H1C1S1e1r1c2s2 3 16');
  if (mid.ok) out.push({ label: 'midgame (bench banqi)', position: mid.value });
  return out;
}

/** Jungle: the start and the positions after 8, 16, 24 and 32 plies of one seeded random game. */
export function jungleBenchPositions(): { label: string; position: jungle.Position }[] {
  const rng = createRng('ai-bench-jungle');
  let pos = jungle.startPosition();
  const out: { label: string; position: jungle.Position }[] = [{ label: 'start', position: pos }];
  for (let ply = 1; ply <= 32 && jungle.status(pos).result === 'ongoing'; ply++) {
    const moves = jungle.legalMoves(pos);
    const next = jungle.applyMove(pos, moves[rng.nextInt(moves.length)]!);
    if (!next.ok) break;
    pos = next.value;
    if (ply % 8 === 0) out.push({ label: `random game, ply ${ply}`, position: pos });
  }
  return out;
}

/** Fixed positions for the AI speed bench: several stages of each game, reproducible from seeds. */
import { createRng } from '../../src/engine/core/rng';
import * as banqi from '../../src/engine/banqi';
import * as banqiReferee from '../../src/engine/banqi/referee-entry';
import * as jungle from '../../src/engine/jungle/index';
import { bestJungleMove } from '../../src/ai/jungle';

/** Banqi positions after 0, 6, 16, 30, 50 and 80 random actions of one seeded game, and the fixed middlegames. */
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
  return out.concat(banqiMiddlegames());
}

/** Fixed Banqi middlegames (issue 16's and the banqi bench's), for nodes per second before and after. */
export function banqiMiddlegames(): { label: string; position: banqi.Position }[] {
  return [
    '1AX2eRX/cX1CS1H1/1XXXXh1X/1EXXXs1s b A1E1C1S2g1a2h1s2 9 29',
    'hX1RXX1r/RaASXSeh/H1saXS1g/XAXEEXXX r G1H1C1S1e1r1c2s2 3 16',
  ].flatMap((text) => {
    const p = banqi.parsePosition(text);
    return p.ok ? [{ label: `middlegame ${text}`, position: p.value }] : [];
  });
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

/**
 * Jungle positions the AI meets: four seeded games of level 4 against itself at 20,000 nodes a move
 * after two random plies (as the strength bench opens), the position after plies 7, 19, 31, ... of each.
 */
export function jungleGamePositions(): jungle.Position[] {
  const out: jungle.Position[] = [];
  for (let game = 0; game < 4; game++) {
    const rng = createRng(`ai-bench-jungle-game-${game}`);
    let pos = jungle.startPosition();
    for (let ply = 0; ply < 70 && jungle.status(pos).result === 'ongoing'; ply++) {
      const legal = jungle.legalMoves(pos);
      const move =
        ply < 2 ? legal[rng.nextInt(legal.length)] : bestJungleMove(pos, { level: 4, nodes: 20_000, seed: ply }).move;
      const next = move ? jungle.applyMove(pos, move) : undefined;
      if (!next?.ok) break;
      pos = next.value;
      if (ply % 12 === 6) out.push(pos);
    }
  }
  return out;
}

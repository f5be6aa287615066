/** Shared helpers of the AI tests (not a test file): positions by text and positions from random play. */
import { createRng } from '../../../src/engine/core/rng';
import * as banqi from '../../../src/engine/banqi';
import * as banqiReferee from '../../../src/engine/banqi/referee-entry';
import * as jungle from '../../../src/engine/jungle/index';

export function banqiPos(text: string): banqi.Position {
  const p = banqi.parsePosition(text);
  if (!p.ok) throw new Error(`test position refused (${p.error.field}/${p.error.reason}): ${text}`);
  return p.value;
}

export function junglePos(text: string): jungle.Position {
  const p = jungle.parsePosition(text);
  if (!p.ok) throw new Error(`test position refused (${p.error.field}/${p.error.reason}): ${text}`);
  return p.value;
}

/** Banqi positions met in random games (with a random deal held by a referee), with the deal at that point. */
export function banqiGamePositions(
  seed: number,
  games: number,
  every: number,
): { position: banqi.Position; deal: banqiReferee.Deal }[] {
  const rng = createRng(`ai-test-banqi:${seed}`);
  const out: { position: banqi.Position; deal: banqiReferee.Deal }[] = [];
  for (let g = 0; g < games; g++) {
    const referee = new banqiReferee.Referee(banqi.START_POSITION, {
      type: 'deal',
      deal: banqiReferee.dealFromRng(banqi.START_POSITION, rng),
    });
    for (let ply = 0; banqi.status(referee.position).result === 'ongoing'; ply++) {
      if (ply % every === g % every) out.push({ position: referee.position, deal: referee.deal! });
      const options = banqi.legalActions(referee.position);
      const played = referee.play(options[rng.nextInt(options.length)]!);
      if (!played.ok) throw new Error(played.error);
    }
    out.push({ position: referee.position, deal: referee.deal! });
  }
  return out;
}

/** Jungle positions met in random games, the final (finished) positions included. */
export function jungleGamePositions(seed: number, games: number, every: number): jungle.Position[] {
  const rng = createRng(`ai-test-jungle:${seed}`);
  const out: jungle.Position[] = [];
  for (let g = 0; g < games; g++) {
    let pos = jungle.startPosition();
    for (let ply = 0; jungle.status(pos).result === 'ongoing'; ply++) {
      if (ply % every === g % every) out.push(pos);
      const moves = jungle.legalMoves(pos);
      const next = jungle.applyMove(pos, moves[rng.nextInt(moves.length)]!);
      if (!next.ok) throw new Error(next.error);
      pos = next.value;
    }
    out.push(pos);
  }
  return out;
}

/**
 * The moves a lazy player would pick: the first one the board generates and the first in sorted
 * order. A tactics test uses only positions where both are wrong, so "play the first legal move"
 * cannot pass it.
 */
export function naiveChoices(game: 'banqi' | 'jungle', text: string): string[] {
  if (game === 'banqi') {
    const p = banqiPos(text);
    const buffer = new Int32Array(banqi.MAX_ACTIONS);
    const n = banqi.BanqiBoard.fromPosition(p).generate(buffer, 0);
    if (n === 0) return [];
    return [banqi.makeAction(banqi.actionOfCode(buffer[0]!)), banqi.makeAction(banqi.legalActions(p)[0]!)];
  }
  const p = junglePos(text);
  const buffer = new Int32Array(jungle.MAX_MOVES);
  const n = jungle.JungleBoard.fromPosition(p).generate(buffer, 0);
  if (n === 0) return [];
  return [jungle.makeMove(jungle.decodeMove(buffer[0]!)), jungle.makeMove(jungle.legalMoves(p)[0]!)];
}

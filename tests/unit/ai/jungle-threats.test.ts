/**
 * The evaluation's threats (src/ai/jungle/threats.ts) look from the threatened piece; the engine's
 * move generator looks from the attacker. In every position of random games, for every piece of the
 * side to move, the cheapest enemy that can take it must be the cheapest of the enemy's legal captures
 * onto its square (steps, lake jumps, water edges and traps all by the engine's rules).
 */
import { describe, expect, it } from 'vitest';
import { cheapestAttacker } from '../../../src/ai/jungle/threats';
import { VALUE } from '../../../src/ai/jungle/tables';
import { createRng } from '../../../src/engine/core/rng';
import { JungleBoard, MAX_MOVES, NEIGHBOUR, startPosition } from '../../../src/engine/jungle/index';
import { junglePos } from './helpers';

const value = (code: number): number => VALUE[code > 0 ? code : -code]!;

/**
 * Per square, the cheapest enemy (by VALUE) with a legal capture onto it; undefined
 * when passing the move would end the game by the no-progress clock (the engine then generates nothing).
 */
function capturesByEnemy(b: JungleBoard): Map<number, number> | undefined {
  const moves = new Int32Array(MAX_MOVES);
  const out = new Map<number, number>();
  b.makeNull();
  if (b.decidedWithoutMoves()) {
    b.unmakeNull();
    return undefined;
  }
  const n = b.generateCaptures(moves, 0);
  for (let i = 0; i < n; i++) {
    const from = moves[i]! & 63;
    const to = (moves[i]! >> 6) & 63;
    const e = b.cells[from]!;
    const known = out.get(to);
    if (known === undefined || value(e) < value(known)) out.set(to, e);
  }
  b.unmakeNull();
  return out;
}

function attackersSeenByEval(b: JungleBoard): Map<number, number> {
  const out = new Map<number, number>();
  for (let k = 1; k <= 8; k++) {
    const sq = b.pieceSquare(b.side * k);
    if (sq < 0) continue;
    const a = cheapestAttacker(b.cells, b.side * k, sq);
    if (a !== 0) out.set(sq, a);
  }
  return out;
}

describe('Jungle threats (evaluation)', () => {
  it('name the cheapest enemy able to take each piece, as the engine generates the captures', () => {
    const rng = createRng('jungle-threats');
    const b = new JungleBoard();
    const moves = new Int32Array(MAX_MOVES);
    let threatened = 0;
    let jumps = 0;
    for (let game = 0; game < 150; game++) {
      b.load(startPosition());
      for (let ply = 0; ply < 120 && !b.decidedWithoutMoves(); ply++) {
        const want = capturesByEnemy(b);
        if (want !== undefined) {
          expect(attackersSeenByEval(b)).toEqual(want);
          threatened += want.size;
          for (const [to, e] of want)
            if ((e === 6 || e === -6 || e === 7 || e === -7) && !isNeighbour(b, e, to)) jumps++;
        }
        const n = b.generate(moves, 0);
        if (n === 0) break;
        b.make(moves[rng.nextInt(n)]!);
      }
    }
    // the games must have met many threats, lake jumps among them, or the comparison proves little
    expect(threatened).toBeGreaterThan(1000);
    expect(jumps).toBeGreaterThan(50);
  });

  it('see a lion across the lake, and not when a rat in the water blocks the jump (J5)', () => {
    // blue's lion on c7 above the left lake; red's tiger on c3 below it
    const open = JungleBoard.fromPosition(junglePos('7/7/2l4/7/7/7/2T4/7/7 r 0 1'));
    expect(cheapestAttacker(open.cells, 6, open.pieceSquare(6))).toBe(-7);
    const blocked = JungleBoard.fromPosition(junglePos('7/7/2l4/7/2R4/7/2T4/7/7 r 0 1'));
    expect(cheapestAttacker(blocked.cells, 6, blocked.pieceSquare(6))).toBe(0);
  });

  it('name the cheaper of two attackers, whichever the look meets first: a rat (270) before a wolf (330)', () => {
    expect(new Set(VALUE.slice(1)).size).toBe(8); // no two animals are worth the same: no tie to break
    // blue's rat on d5 between red's rat on d4 and red's wolf on d6, blue to move: red's rat
    const b = JungleBoard.fromPosition(junglePos('7/7/7/3W3/3r3/3R3/7/7/7 b 0 1'));
    expect(cheapestAttacker(b.cells, -1, b.pieceSquare(-1))).toBe(1);
    // the same with the colours swapped (the wolf is now met before the rat): blue's rat
    const red = JungleBoard.fromPosition(junglePos('7/7/7/3w3/3R3/3r3/7/7/7 r 0 1'));
    expect(cheapestAttacker(red.cells, 1, red.pieceSquare(1))).toBe(-1);
  });
});

function isNeighbour(b: JungleBoard, code: number, to: number): boolean {
  const from = b.pieceSquare(code);
  return [0, 1, 2, 3].some((d) => NEIGHBOUR[from * 4 + d] === to);
}

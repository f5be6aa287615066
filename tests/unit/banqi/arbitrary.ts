import fc from 'fast-check';
import { createRng } from '../../../src/engine/core/rng';
import {
  FULL_SET,
  IDENTITIES,
  START_POSITION,
  legalActions,
  makePosition,
  status,
  validatePosition,
  type Action,
  type Cell,
  type Identity,
  type Position,
} from '../../../src/engine/banqi';
import { Referee, dealFromRng, type Deal } from '../../../src/engine/banqi/referee-entry';

/** The 32 pieces of the full set as letters. */
const ALL_PIECES: Identity[] = IDENTITIES.flatMap((id) => new Array<Identity>(FULL_SET[id]).fill(id));

/**
 * Valid positions of every kind, reachable or not: each piece of the full set is captured, face up
 * or face down with tunable odds, and placed on a random square; any side to move and clock.
 */
export const randomPosition: fc.Arbitrary<{ position: Position; text: string }> = fc
  .record({
    capturePercent: fc.integer({ min: 0, max: 97 }),
    hiddenPercent: fc.integer({ min: 0, max: 100 }),
    fate: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 32, maxLength: 32 }),
    hide: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 32, maxLength: 32 }),
    place: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 32, maxLength: 32 }),
    black: fc.boolean(),
    clock: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.constantFrom(0, 118, 119, 120)),
    moveNumber: fc.integer({ min: 1, max: 400 }),
  })
  .map(({ capturePercent, hiddenPercent, fate, hide, place, black, clock, moveNumber }) => {
    const squares = Array.from({ length: 32 }, (_, i) => i).sort((a, b) => place[a]! - place[b]! || a - b);
    const cells = new Array<Cell>(32).fill(null);
    const pool = Object.fromEntries(IDENTITIES.map((id) => [id, 0])) as Record<Identity, number>;
    let placed = 0;
    ALL_PIECES.forEach((id, i) => {
      const keep = fate[i]! >= capturePercent || (i === 31 && placed === 0);
      if (!keep) return;
      const sq = squares[placed++]!;
      if (hide[i]! < hiddenPercent) {
        cells[sq] = 'X';
        pool[id]++;
      } else cells[sq] = id;
    });
    const untouched = placed === 32 && cells.every((c) => c === 'X');
    const r = validatePosition({
      cells,
      pool,
      turn: untouched ? 'unassigned' : black ? 'black' : 'red',
      clock: untouched ? 0 : clock,
      moveNumber: untouched ? 1 : moveNumber,
    });
    if (!r.ok) throw new Error(`arbitrary made an invalid position: ${r.error.reason}`);
    return { position: r.value, text: makePosition(r.value) };
  });

/** A game played from the start by uniformly random actions, with a random deal. */
export interface PlayedGame {
  readonly positions: Position[];
  /** The actions played, reveals with their identity. */
  readonly actions: Action[];
  /** After each position, the hidden identities of its face-down squares. */
  readonly deals: Deal[];
}

function randomGame(seed: number, plies: number): PlayedGame {
  const rng = createRng(seed);
  const referee = new Referee(START_POSITION, { type: 'deal', deal: dealFromRng(START_POSITION, rng) });
  const positions = [referee.position];
  const deals = [referee.deal!];
  const actions: Action[] = [];
  for (let i = 0; i < plies && status(referee.position).result === 'ongoing'; i++) {
    const options = legalActions(referee.position);
    const played = referee.play(options[rng.nextInt(options.length)]!);
    if (!played.ok) throw new Error(`random game refused its own action: ${played.error}`);
    actions.push(played.value);
    positions.push(referee.position);
    deals.push(referee.deal!);
  }
  return { positions, actions, deals };
}

export const randomGameArb: fc.Arbitrary<PlayedGame> = fc
  .record({ seed: fc.integer({ min: 0, max: 0xffffffff }), plies: fc.integer({ min: 1, max: 400 }) })
  .map(({ seed, plies }) => randomGame(seed, plies));

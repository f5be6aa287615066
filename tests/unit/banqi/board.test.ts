import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BanqiBoard,
  IDENTITIES,
  MAX_ACTIONS,
  START_POSITION,
  applyAction,
  actionOfCode,
  identityAt,
  isReveal,
  makePosition,
} from '../../../src/engine/banqi';
import { randomPosition } from './arbitrary';
import { pos } from './util';

const snapshot = (b: BanqiBoard): string =>
  [
    makePosition(b.toPosition()),
    b.hashLo,
    b.hashHi,
    b.hidden,
    b.distinct,
    [...b.material].join(','),
    [...b.faceUp].join(','),
    [...b.pieceSets].join(','),
    b.hiddenSet,
  ].join(' | ');

describe('BanqiBoard make/unmake', () => {
  it(
    'B3-B8 make agrees with applyAction, keeps the hash incremental, and unmake restores everything',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(randomPosition, ({ position }) => {
          const board = BanqiBoard.fromPosition(position);
          const before = snapshot(board);
          const buffer = new Int32Array(MAX_ACTIONS);
          const n = board.generate(buffer, 0);
          const problems: string[] = [];
          for (let i = 0; i < n; i++) {
            const code = buffer[i]!;
            const ids = isReveal(code) ? [...board.pool].flatMap((k, id) => (k > 0 ? [id] : [])) : [-1];
            for (const id of ids) {
              board.make(code, id);
              const expected = applyAction(position, actionOfCode(code), id < 0 ? undefined : identityAt(id));
              const lo = board.hashLo;
              const hi = board.hashHi;
              const fresh = BanqiBoard.fromPosition(board.toPosition());
              if (!expected.ok || makePosition(expected.value) !== makePosition(board.toPosition()))
                problems.push(`make ${code}`);
              if (fresh.hashLo !== lo || fresh.hashHi !== hi) problems.push(`hash ${code}`);
              if (
                fresh.distinct !== board.distinct ||
                fresh.hidden !== board.hidden ||
                fresh.material.join() !== board.material.join() ||
                fresh.faceUp.join() !== board.faceUp.join() ||
                fresh.pieceSets.join() !== board.pieceSets.join() ||
                fresh.hiddenSet !== board.hiddenSet
              ) {
                problems.push(`counters ${code}`);
              }
              board.unmake();
              if (snapshot(board) !== before) problems.push(`unmake ${code}`);
            }
          }
          expect(problems).toEqual([]);
        }),
        { numRuns: 150 },
      );
    },
  );

  it('B3-B9 countChildren (bulk perft count) equals the actions generated, each reveal once per pool identity', () => {
    fc.assert(
      fc.property(randomPosition, ({ position }) => {
        const board = BanqiBoard.fromPosition(position);
        const buffer = new Int32Array(MAX_ACTIONS);
        const n = board.generate(buffer, 0);
        let children = 0;
        for (let i = 0; i < n; i++) children += isReveal(buffer[i]!) ? board.distinct : 1;
        expect(board.countChildren()).toBe(children);
      }),
      { numRuns: 300 },
    );
  });

  it('B5-B6 generateCaptures gives exactly the captures of generate, in the same order', { timeout: 60_000 }, () => {
    let captures = 0;
    fc.assert(
      fc.property(randomPosition, ({ position }) => {
        const board = BanqiBoard.fromPosition(position);
        const all = new Int32Array(MAX_ACTIONS);
        const n = board.generate(all, 0);
        const expected = [...all.subarray(0, n)].filter((a) => !isReveal(a) && board.cells[(a >> 5) & 31] !== 0);
        const out = new Int32Array(MAX_ACTIONS + 3);
        const m = board.generateCaptures(out, 3);
        expect([...out.subarray(3, 3 + m)]).toEqual(expected);
        captures += m;
      }),
      { numRuns: 300 },
    );
    expect(captures).toBeGreaterThan(50); // the property met positions with captures
  });

  it('B9 the hash depends on the public state only: the same position hashes the same, a different one differently', () => {
    const a = pos('7g/8/2X5/2R5 r A1 0 10');
    const b = pos('7g/8/2X5/2R5 r A1 37 90');
    const c = pos('7g/8/2X5/2R5 r a1 0 10');
    const d = pos('7g/8/2X5/2R5 b A1 0 10');
    const h = (p: typeof a): string => {
      const board = BanqiBoard.fromPosition(p);
      return `${board.hashLo}:${board.hashHi}`;
    };
    expect(h(a)).toBe(h(b));
    expect(h(a)).not.toBe(h(c));
    expect(h(a)).not.toBe(h(d));
  });

  it('B2 a deep line of makes from the start unwinds back to the start', () => {
    const board = BanqiBoard.fromPosition(START_POSITION);
    const start = snapshot(board);
    const buffer = new Int32Array(MAX_ACTIONS);
    let made = 0;
    for (let ply = 0; ply < 300; ply++) {
      const n = board.generate(buffer, 0);
      if (n === 0) break;
      const code = buffer[(ply * 7919) % n]!;
      const id = isReveal(code) ? IDENTITIES.findIndex((_, i) => board.pool[i]! > 0) : -1;
      board.make(code, id);
      made++;
    }
    expect(made).toBeGreaterThan(100);
    for (let i = 0; i < made; i++) board.unmake();
    expect(board.ply).toBe(0);
    expect(snapshot(board)).toBe(start);
  });
});

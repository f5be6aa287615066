import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULL_SET,
  IDENTITIES,
  ILLEGAL_REASONS,
  START_TEXT,
  applyAction,
  explain,
  legalActions,
  makeAction,
  makePosition,
  move,
  parsePosition,
  perft,
  publicView,
  reveal,
  status,
  type Identity,
  type Position,
} from '../../../src/engine/banqi';
import { randomGameArb, randomPosition } from './arbitrary';

const countOnBoard = (p: Position, id: Identity): number => p.cells.filter((c) => c === id).length;

describe('properties over random play', () => {
  it('B1 B8 B9 pieces are conserved: board + pool + captured pieces = the full set', () => {
    fc.assert(
      fc.property(randomGameArb, ({ positions, actions }) => {
        const captured: Record<string, number> = {};
        positions.forEach((p, i) => {
          if (i > 0) {
            const a = actions[i - 1]!;
            const before = positions[i - 1]!;
            const victim = a.type === 'move' ? before.cells[a.to] : null;
            if (victim) captured[victim] = (captured[victim] ?? 0) + 1;
          }
          const view = publicView(p);
          const conserved = IDENTITIES.every(
            (id) => countOnBoard(p, id) + p.pool[id] + (captured[id] ?? 0) === FULL_SET[id],
          );
          const seen = IDENTITIES.every((id) => view.captured[id] === (captured[id] ?? 0));
          expect(conserved && seen, `ply ${i}`).toBe(true);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('B7 B9 the pool is always exactly the identities of the face-down squares', () => {
    fc.assert(
      fc.property(randomGameArb, ({ positions, deals }) => {
        positions.forEach((p, i) => {
          const deal = deals[i]!;
          const hiddenSquares = p.cells.flatMap((c, sq) => (c === 'X' ? [sq] : []));
          const dealt = [...deal.values()];
          const same =
            [...deal.keys()].sort((a, b) => a - b).join() === hiddenSquares.join() &&
            IDENTITIES.every((id) => dealt.filter((v) => v === id).length === p.pool[id]);
          expect(same, `ply ${i}`).toBe(true);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('B4 B6 B7 no legal move lands on a face-down piece or an own piece', () => {
    fc.assert(
      fc.property(randomGameArb, ({ positions }) => {
        const bad: string[] = [];
        for (const p of positions) {
          for (const a of legalActions(p)) {
            if (a.type !== 'move') continue;
            const target = p.cells[a.to];
            if (target === 'X' || (target && (target === target.toUpperCase()) !== (p.turn === 'black')))
              bad.push(makeAction(a));
          }
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('B8 the clock counts half-moves since the last capture or reveal; the move number counts black actions', () => {
    fc.assert(
      fc.property(randomGameArb, ({ positions, actions }) => {
        let clock = 0;
        let blackActions = 0;
        const seen: number[][] = [];
        const expected: number[][] = [];
        actions.forEach((a, i) => {
          const before = positions[i]!;
          const progress = a.type === 'reveal' || before.cells[a.to] !== null;
          clock = progress ? 0 : clock + 1;
          const actor =
            before.turn !== 'unassigned'
              ? before.turn
              : a.type === 'reveal' && a.identity === a.identity?.toLowerCase()
                ? 'black'
                : 'red';
          if (actor === 'black') blackActions++;
          seen.push([positions[i + 1]!.clock, positions[i + 1]!.moveNumber]);
          expected.push([clock, 1 + blackActions]);
        });
        expect(seen).toEqual(expected);
        const last = positions[positions.length - 1]!;
        if (last.clock === 120) expect(status(last)).toEqual({ result: 'draw', reason: 'no-progress' });
      }),
      { numRuns: 25 },
    );
  });

  it('notation: parse(make(p)) is p for every position of a game', () => {
    fc.assert(
      fc.property(randomGameArb, ({ positions }) => {
        const again = positions.map((p) => parsePosition(makePosition(p)));
        expect(again).toEqual(positions.map((p) => ({ ok: true, value: p })));
      }),
      { numRuns: 25 },
    );
  });
});

describe('properties over arbitrary valid positions', () => {
  it('B3-B8 explain says legal exactly for the legal actions, and gives a documented code otherwise', () => {
    const codes = new Set<string>(ILLEGAL_REASONS);
    fc.assert(
      fc.property(randomPosition, ({ position }) => {
        const legal = new Set(legalActions(position).map(makeAction));
        const wrong: string[] = [];
        for (let from = 0; from < 32; from++) {
          for (let to = 0; to < 32; to++) {
            const a = from === to ? reveal(from) : move(from, to);
            const why = explain(position, a);
            if ((why === 'legal') !== legal.has(makeAction(a)) || (why !== 'legal' && !codes.has(why)))
              wrong.push(`${makeAction(a)}: ${why}`);
          }
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });

  it('B8 the engine never throws on an accepted position, and every action it allows gives a valid position', () => {
    fc.assert(
      fc.property(randomPosition, ({ position, text }) => {
        expect(makePosition(position)).toBe(text);
        const s = status(position);
        const actions = legalActions(position);
        expect(s.result === 'ongoing').toBe(actions.length > 0);
        expect(perft(position, 1)).toBeGreaterThanOrEqual(actions.length);
        publicView(position);
        const refused: string[] = [];
        for (const a of actions) {
          const ids = a.type === 'reveal' ? IDENTITIES.filter((id) => position.pool[id] > 0) : [undefined];
          for (const id of ids) {
            const next = applyAction(position, a, id);
            if (!next.ok || !parsePosition(makePosition(next.value)).ok) refused.push(`${makeAction(a)}=${id}`);
          }
        }
        expect(refused).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('notation: any text the parser accepts is already canonical, and the parser never throws', () => {
    const alphabet = [...'XGAERHCSgaerhcs0123456789/ -rb'];
    const mutated = fc
      .tuple(
        randomPosition,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...alphabet), fc.constantFrom('replace', 'insert', 'delete')), {
          maxLength: 3,
        }),
      )
      .map(([{ text }, edits]) => {
        let t = text;
        for (const [at, ch, op] of edits) {
          const i = at % (t.length + 1);
          t =
            op === 'replace'
              ? t.slice(0, i) + ch + t.slice(i + 1)
              : op === 'insert'
                ? t.slice(0, i) + ch + t.slice(i)
                : t.slice(0, i) + t.slice(i + 1);
        }
        return t;
      });
    fc.assert(
      fc.property(fc.oneof(mutated, fc.string(), fc.constant(START_TEXT)), (t) => {
        const p = parsePosition(t);
        if (p.ok) expect(makePosition(p.value)).toBe(t);
        else expect(typeof p.error.message).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });
});

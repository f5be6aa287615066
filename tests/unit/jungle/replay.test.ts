import { describe, expect, it } from 'vitest';
import { START_POSITION, makeMove, makePosition, replay, type GameRecord } from '../../../src/engine/jungle/index';
import { play, pos } from './helpers';

describe('Jungle game records', () => {
  const record: GameRecord = { start: START_POSITION, moves: ['b2b3', 'a7a6', 'g3g4', 'g7g6'] };

  it('replays all moves, or the first `ply` of them', () => {
    const all = replay(record);
    expect(all.ok && makePosition(all.value.position)).toBe(makePosition(play(pos(START_POSITION), ...record.moves)));
    expect(all.ok && all.value.moves.map(makeMove)).toEqual(record.moves);
    const two = replay(record, 2);
    expect(two.ok && makePosition(two.value.position)).toBe(makePosition(play(pos(START_POSITION), 'b2b3', 'a7a6')));
    expect(two.ok && two.value.ply).toBe(2);
    const none = replay(record, 0);
    expect(none.ok && makePosition(none.value.position)).toBe(START_POSITION);
  });

  it('names the first refused move with its 1-based ply and reason', () => {
    const r = replay({ start: START_POSITION, moves: ['b2b3', 'a7a6', 'b3b4', 'x'] });
    expect(r.ok ? null : [r.error.ply, r.error.reason]).toEqual([3, 'water-only-for-rats']);
    const syntax = replay({ start: START_POSITION, moves: ['b2b3', 'a7-a6'] });
    expect(syntax.ok ? null : [syntax.error.ply, syntax.error.reason]).toEqual([2, 'move-syntax']);
    const early = replay({ start: START_POSITION, moves: ['b2b3', 'a7a6', 'b3b4'] }, 2);
    expect(early.ok).toBe(true);
  });

  it('refuses a bad start and a ply out of range', () => {
    const bad = replay({ start: 'nonsense', moves: [] });
    expect(bad.ok ? null : [bad.error.ply, bad.error.reason, bad.error.position?.reason]).toEqual([
      0,
      'bad-start',
      'field-count',
    ]);
    for (const ply of [5, -1, 1.5]) {
      const r = replay(record, ply);
      expect(r.ok ? null : [r.error.ply, r.error.reason]).toEqual([0, 'ply-out-of-range']);
    }
  });
});

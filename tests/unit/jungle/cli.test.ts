import { describe, expect, it } from 'vitest';
import { commandsOf, run } from '../cli/run';
import { START_POSITION, legalMoves, makeMove } from '../../../src/engine/jungle/index';
import { layout } from './reference';
import { pos } from './helpers';

const cli = commandsOf('jungle');

describe('plyyard jungle command line (notation.md)', () => {
  it('moves: every legal move, sorted in plain string order', () => {
    const r = cli.moves(START_POSITION);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toHaveLength(24);
    expect([...r.value].sort()).toEqual(r.value);
    expect(r.value).toEqual(legalMoves(pos(START_POSITION)).map(makeMove));
    expect(r.value.slice(0, 4)).toEqual(['a1a2', 'a1b1', 'a3a2', 'a3a4']);
    expect(cli.moves(layout({ d9: 'C', a9: 'l' }, 'b'))).toEqual({ ok: true, value: [] });
  });

  it('an invalid position is an error named by its reason', () => {
    const r = cli.moves(layout({ b4: 'C', a9: 'l' }));
    expect(r.ok ? 'ok' : r.error.code).toBe('board:non-rat-in-water');
    const s = run(['status', 'jungle', 'garbage']);
    expect(s.ok ? 'ok' : s.error.code).toBe('fields:field-count');
  });

  it('perft: one number; refuses depths above the limit', () => {
    expect(run(['perft', 'jungle', START_POSITION, '3'])).toEqual({ ok: true, value: '12240' });
    const deep = cli.perft(START_POSITION, 9);
    expect(deep.ok ? 'ok' : deep.error.code).toBe('usage');
  });

  it('play: the position after the moves, or the first illegal move', () => {
    expect(run(['play', 'jungle', START_POSITION, 'b2b3', 'a7a6'])).toEqual({
      ok: true,
      value: 'l5t/1d3c1/2p1w1e/r6/7/7/ECW1P1R/5D1/T5L r 2 2',
    });
    const r = cli.play(START_POSITION, ['b2b3', 'b3b4'], 0);
    expect(r.ok ? 'ok' : r.error.code).toBe('not-your-piece');
    expect(r.ok ? '' : r.error.message).toContain("move 2 'b3b4'");
  });

  it('explain: legal or illegal with the reason code', () => {
    expect(run(['explain', 'jungle', START_POSITION, 'b2b3'])).toEqual({ ok: true, value: 'legal' });
    expect(cli.explain(START_POSITION, 'b2c3')).toEqual({ ok: true, value: 'illegal diagonal' });
    const bad = cli.explain(START_POSITION, 'b2');
    expect(bad.ok || bad.error.code).toBe('move-syntax');
    expect(cli.explain(layout({ c1: 'C', a9: 'l' }), 'c1d1')).toEqual({ ok: true, value: 'illegal own-den' });
  });

  it('status: outcome and reason, `ongoing none` while the game goes on', () => {
    expect(cli.status(START_POSITION)).toEqual({ ok: true, value: 'ongoing none' });
    expect(cli.status(layout({ d9: 'C', a9: 'l' }, 'b'))).toEqual({ ok: true, value: 'red-wins den-entered' });
    expect(cli.status(layout({ d1: 'c', a1: 'L' }, 'r'))).toEqual({ ok: true, value: 'blue-wins den-entered' });
    expect(cli.status(layout({ d4: 'L', a9: 'c' }, 'b', 60, 31))).toEqual({ ok: true, value: 'draw no-progress' });
    expect(cli.status(layout({ a9: 'C', a8: 'l', b9: 't' }))).toEqual({ ok: true, value: 'blue-wins no-legal-move' });
    expect(cli.status(layout({ a9: 'c' }))).toEqual({ ok: true, value: 'blue-wins no-pieces' });
  });

  it('batch moves: one line per position, errors and finished games included', () => {
    const lines = [START_POSITION, 'nonsense', layout({ d9: 'C', a9: 'l' }, 'b'), `${layout({ d4: 'W', a9: 'c' })}\r`];
    const r = run(['moves', 'jungle', '-'], `${lines.join('\n')}\n`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const out = r.value.split('\n');
    expect(out).toHaveLength(5);
    expect(out[0]).toBe(legalMoves(pos(START_POSITION)).map(makeMove).join(' '));
    expect(out[1]).toBe('error fields:field-count');
    expect(out[2]).toBe('');
    expect(out[3]).toBe('d4d3 d4d5');
    expect(out[4]).toBe('');
  });
});

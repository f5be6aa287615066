import { describe, expect, it } from 'vitest';
import { commandsOf, run } from '../cli/run';
import { START_TEXT, legalActions, makeAction, perft } from '../../../src/engine/banqi';
import { pos } from './util';

const banqiCli = commandsOf('banqi');

const MID = 'hX1RXX1r/RaASXSeh/H1saXS1g/XAXEEXXX r G1H1C1S1e1r1c2s2 3 16';

describe('plyyard banqi', () => {
  it('B2 moves: the start has the 32 reveals, in plain string order', () => {
    const r = banqiCli.moves(START_TEXT);
    expect(r.ok && r.value.length).toBe(32);
    expect(r.ok && r.value.slice(0, 3)).toEqual(['a1a1', 'a2a2', 'a3a3']);
    expect(r.ok && [...r.value].sort()).toEqual(r.ok && r.value);
  });

  it('B4 B6 moves of a midgame position, sorted; none once the game is over', () => {
    const r = banqiCli.moves('7g/8/8/C1H1r3 r - 0 10');
    expect(r).toEqual({ ok: true, value: ['a1a2', 'a1b1', 'a1e1', 'c1b1', 'c1c2', 'c1d1'] });
    expect(banqiCli.moves('7g/8/8/R7 r - 120 40')).toEqual({ ok: true, value: [] });
  });

  it('notation: an invalid position is an error naming the field and the reason', () => {
    const r = banqiCli.moves('7g/8/8/R7 r - 121 40');
    expect(r.ok || r.error.code).toBe('clock:out-of-range');
    const s = banqiCli.status('nope');
    expect(s.ok || s.error.code).toBe('fields:field-count');
  });

  it('notation: batch moves answers one line per input line, errors included', () => {
    const input = `${START_TEXT}\n7g/8/8/R7 r - 120 40\nbad\n7g/8/8/Rr6 r - 0 10\r\n`;
    const r = run(['moves', 'banqi', '-'], input);
    expect(r.ok && r.value.split('\n')).toEqual([
      legalActions(pos(START_TEXT)).map(makeAction).sort().join(' '),
      '',
      'error fields:field-count',
      'a1a2 a1b1',
      '',
    ]);
  });

  it('perft: one number, refused beyond the depth limit', () => {
    expect(run(['perft', 'banqi', START_TEXT, '2'])).toEqual({ ok: true, value: '192448' });
    expect(banqiCli.perft(MID, 2)).toEqual({ ok: true, value: perft(pos(MID), 2) });
    expect(banqiCli.perft(START_TEXT, 99).ok).toBe(false);
  });

  it('B2 B8 play: the position after the moves; an illegal move is refused with its reason', () => {
    expect(banqiCli.play(START_TEXT, ['c3c3=H', 'd3d3=s', 'c3d3'], 1)).toEqual({
      ok: true,
      value: 'XXXXXXXX/XX1HXXXX/XXXXXXXX/XXXXXXXX b G1A2E2R2H1C2S5g1a2e2r2h2c2s4 0 2',
    });
    const drawn = banqiCli.play(START_TEXT, ['a1a1'], 7);
    expect(drawn).toEqual(banqiCli.play(START_TEXT, ['a1a1'], 7));
    expect(drawn.ok && /^XXXXXXXX\/XXXXXXXX\/XXXXXXXX\/[GAERHCSgaerhcs]XXXXXXX [rb] /.test(drawn.value)).toBe(true);
    const bad = banqiCli.play(START_TEXT, ['c3c3=H', 'c3c4'], 1);
    expect(bad.ok || bad.error.code).toBe('not-your-piece');
    const syntax = run(['play', 'banqi', START_TEXT, 'c3c3=Q']);
    expect(syntax.ok || syntax.error.code).toBe('move-syntax');
  });

  it('B5 B6 explain: legal, or illegal with the reason code', () => {
    expect(banqiCli.explain('7g/8/8/Gs6 r - 0 10', 'a1b1')).toEqual({
      ok: true,
      value: 'illegal general-cannot-take-soldier',
    });
    expect(banqiCli.explain('7g/8/8/C1H1r3 r - 0 10', 'a1e1')).toEqual({ ok: true, value: 'legal' });
    expect(banqiCli.explain(START_TEXT, 'a1a3')).toEqual({ ok: true, value: 'illegal face-down-piece' });
    const bad = banqiCli.explain(START_TEXT, 'xyz');
    expect(bad.ok || bad.error.code).toBe('move-syntax');
    expect(run(['explain', 'banqi', START_TEXT]).ok).toBe(false);
  });

  it('B8 status: result and reason, `ongoing none` while the game goes on', () => {
    expect(run(['status', 'banqi', START_TEXT])).toEqual({ ok: true, value: 'ongoing none' });
    expect(banqiCli.status('8/8/8/R7 b - 0 20')).toEqual({ ok: true, value: 'red-wins no-pieces' });
    expect(banqiCli.status('8/8/r7/Sr6 r - 3 20')).toEqual({ ok: true, value: 'black-wins no-legal-action' });
    expect(banqiCli.status('7g/8/8/R7 r - 120 40')).toEqual({ ok: true, value: 'draw no-progress' });
  });
});

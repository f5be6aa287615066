import { describe, expect, it } from 'vitest';
import { formatMatch, runMatch, wilson } from '../../../src/cli/match';
import { parsePlayer } from '../../../src/cli/players';
import { START_TEXT, legalActions, makeAction } from '../../../src/engine/banqi';
import { START_POSITION as JUNGLE_START, legalMoves, makeMove } from '../../../src/engine/jungle/index';
import { banqiPos, junglePos } from './helpers';
import { run as runCli } from '../cli/run';

const run = (...args: string[]) => runCli(args);

describe('plyyard bestmove', () => {
  it('prints one legal move for each game, reproducibly with --nodes', () => {
    const mid = 'hX1RXX1r/RaASXSeh/H1saXS1g/XAXEEXXX r G1H1C1S1e1r1c2s2 3 16';
    const b = run('bestmove', 'banqi', mid, '--nodes', '3000', '--level', '4', '--seed', '2');
    expect(b.ok).toBe(true);
    expect(legalActions(banqiPos(mid)).map(makeAction)).toContain(b.ok && b.value);
    expect(run('bestmove', 'banqi', mid, '--nodes', '3000', '--level', '4', '--seed', '2')).toEqual(b);
    const j = run('bestmove', 'jungle', JUNGLE_START, '--ms', '30', '--level', '2');
    expect(legalMoves(junglePos(JUNGLE_START)).map(makeMove)).toContain(j.ok && j.value);
    const start = run('bestmove', 'banqi', START_TEXT, '--ms', '20', '--level', '1');
    expect(start.ok && /^([a-h][1-4])\1$/.test(start.value)).toBe(true);
  });

  it('B8 J6 says `none` with the status when the game is over', () => {
    expect(run('bestmove', 'banqi', '7g/8/8/R7 r - 120 40', '--nodes', '10')).toEqual({
      ok: true,
      value: 'none draw no-progress',
    });
    expect(run('bestmove', 'jungle', '3L3/7/7/7/7/7/7/7/l6 b 3 20', '--nodes', '10')).toEqual({
      ok: true,
      value: 'none red-wins den-entered',
    });
  });

  it('refuses bad options and positions with a usage or position error', () => {
    const level = run('bestmove', 'jungle', JUNGLE_START, '--level', '5');
    expect(level.ok || level.error.code).toBe('usage');
    const ms = run('bestmove', 'jungle', JUNGLE_START, '--ms', 'soon');
    expect(ms.ok || ms.error.code).toBe('usage');
    const bad = run('bestmove', 'banqi', 'XXXX r - 0 1');
    expect(bad.ok).toBe(false);
  });
});

describe('plyyard match', () => {
  it('plays the games, alternating sides, and prints wins, draws, losses, score and interval', () => {
    const r = run('match', 'jungle', 'greedy', 'random', '--games', '4', '--seed', '3');
    expect(r.ok).toBe(true);
    const line = r.ok ? r.value.split('\n')[0]! : '';
    const m = /^A wins (\d+), draws (\d+), losses (\d+), score ([\d.]+)% \(95% CI ([\d.]+)-([\d.]+)%, Wilson\)$/.exec(
      line,
    );
    expect(m, line).not.toBeNull();
    expect(Number(m![1]) + Number(m![2]) + Number(m![3])).toBe(4);
    expect(r.ok && r.value).toContain('A = greedy, B = random, 4 games, seed 3');
  });

  it('is reproducible for a seed and node budgets, and each Banqi game gets a deal from the seed', () => {
    const options = {
      game: 'banqi' as const,
      a: { kind: 'ai' as const, level: 1 as const, nodes: 200 },
      b: { kind: 'random' as const },
      games: 2,
      seed: 11,
      timeMs: 1000,
      openingPlies: 0,
    };
    const sides: boolean[] = [];
    const first = runMatch({ ...options, onGame: (_, o) => sides.push(o.aFirst) });
    expect(runMatch(options)).toEqual(first);
    expect(sides).toEqual([true, false]);
    expect(first.wins + first.draws + first.losses).toBe(2);
  });

  it('exits 2 (usage) on bad arguments', () => {
    for (const args of [
      ['match', 'jungle', 'random'],
      ['match', 'jungle', 'random', 'ai:5'],
      ['match', 'jungle', 'random', 'ai:2@0'],
      ['match', 'jungle', 'random', 'human'],
      ['match', 'jungle', 'random', 'greedy', '--games', '0'],
      ['match', 'jungle', 'random', 'greedy', '--seed', '-1'],
      ['match', 'jungle', 'random', 'greedy', '--speed', '3'],
      ['match', 'chess', 'random', 'greedy'],
    ]) {
      const r = run(...args);
      expect(r.ok || r.error.code, args.join(' ')).toBe('usage');
    }
  });

  it('parses players', () => {
    expect(parsePlayer('ai:4')).toEqual({ ok: true, value: { kind: 'ai', level: 4 } });
    expect(parsePlayer('ai:2@5000')).toEqual({ ok: true, value: { kind: 'ai', level: 2, nodes: 5000 } });
    expect(parsePlayer('greedy')).toEqual({ ok: true, value: { kind: 'greedy' } });
    expect(parsePlayer('ai:0').ok).toBe(false);
    expect(parsePlayer('AI:4').ok).toBe(false);
  });
});

describe('match statistics', () => {
  it('the Wilson interval matches known values and stays inside [0, 1]', () => {
    const half = wilson(0.5, 100);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    const all = wilson(1, 20);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.8389, 3);
    expect(wilson(0, 10).low).toBe(0);
  });

  it('formats the summary line with the score counting draws as half', () => {
    const w = wilson(0.965, 200);
    expect(
      formatMatch({
        games: 200,
        wins: 190,
        draws: 6,
        losses: 4,
        score: 0.965,
        low: w.low,
        high: w.high,
        averagePlies: 50,
      }),
    ).toBe('A wins 190, draws 6, losses 4, score 96.5% (95% CI 93.0-98.3%, Wilson)');
  });
});

/**
 * Safest-reveal puzzles (issue 49): the odds judge (revealOdds' risk, exact from the pool), the miner's
 * refusal of a position whose safest reveal is not clearly safest, and the trainer's odds sentence.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, parsePosition, reveal, squareOf, START_POSITION, type Position } from '../../../src/engine/banqi';
import { revealOdds } from '../../../src/lessons/banqi/hidden';
import { MARGINS } from '../../../src/puzzles/margins';
import { BANQI_ORACLE } from '../../../src/puzzles/oracle';
import { judgeReveal } from '../../../src/puzzles/reveal-judge';
import { clearlySafest, revealRisks } from '../../../src/puzzles/safest-reveal';
import { oddsWhy } from '../../../src/islands/puzzles/reveal-why';

function position(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(text);
  return p.value;
}

/**
 * Black to move with two face-down squares, d3 and g4, and a red soldier and a black general in the pool:
 * the two reveals' odds differ (a position met in seed 1's self-play).
 */
const TWO = '2SA2Xs/HE1Xa2h/A3es1E/2R3as b S1g1 3 57';

describe('safest-reveal odds', () => {
  it('rank the reveals by the lessons’ revealOdds risk and name the clearly safest', () => {
    const pos = position(TWO);
    const risks = revealRisks(pos);
    expect(risks.map((r) => r.square)).toEqual(['d3', 'g4']);
    for (const r of risks) {
      const o = revealOdds(pos, squareOf(r.square)!);
      expect(o.ok && o.value.risk).toEqual(r.risk);
    }
    expect(risks[0]!.risk).not.toEqual(risks[1]!.risk);
    const s = clearlySafest(pos);
    expect(s.ok && s.safest.square).toBe('d3');
  });

  it('the trainer’s sentence gives both reveals’ odds, the wrong one riskier', () => {
    const why = oddsWhy(TWO, 'g4g4', 'd3d3', 'en');
    expect(why).not.toBeNull();
    expect(why!.kind).toBe('odds');
    const risks = revealRisks(position(TWO));
    const pct = (i: number): string => `${Math.round((100 * risks[i]!.risk.num) / risks[i]!.risk.den)}%`;
    expect(why!.vars).toEqual({ wrong: 'g4', wrongRisk: pct(1), best: 'd3', bestRisk: pct(0) });
    expect(oddsWhy(TWO, 'a1a2', 'd3d3', 'en')).toBeNull();
  });

  it('refuses a position whose safest reveal is not clearly safest', () => {
    // After one reveal of the opening every other square is as safe as the next (risk 0 for most).
    const opened = applyAction(START_POSITION, reveal(squareOf('a1')!), 'S');
    if (!opened.ok) throw new Error('open');
    const risks = revealRisks(opened.value);
    expect(risks.length).toBeGreaterThan(2);
    expect(clearlySafest(opened.value)).toEqual({ ok: false, why: 'not-clear' });
    expect(judgeReveal(BANQI_ORACLE, opened.value, MARGINS.banqi)).toEqual({ ok: false, why: 'not-clear' });
  });
});

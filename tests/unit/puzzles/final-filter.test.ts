/**
 * The re-proof is the generator's final filter (issue 49): a puzzle the judge accepts is kept only
 * when the independent, deeper re-proof (every legal move, twice the proving budget) agrees. Game
 * 24 of seed 1 holds such a case: its ply-23 position passes the judge, yet a move the shallow
 * finding put far behind turns out as good at depth. The generator must log it as refused.
 */
import { describe, expect, it } from 'vitest';
import { judge } from '../../../src/puzzles/judge';
import { MARGINS } from '../../../src/puzzles/margins';
import { mineGame } from '../../../src/puzzles/mine';
import { JUNGLE_ORACLE } from '../../../src/puzzles/oracle';
import { reprove, reproofNodes } from '../../../src/puzzles/reprove';

const m = MARGINS.jungle;

function position(text: string) {
  const r = JUNGLE_ORACLE.rules.parse(text);
  if (!r.ok) throw new Error(text);
  return r.value;
}

describe('the generator keeps only what the deeper re-proof proves', () => {
  const mined = mineGame(JUNGLE_ORACLE, m, 1, 24, { positions: new Set(), ideas: new Set() });

  it('refuses a judged puzzle whose re-proof fails', () => {
    expect(mined.refused.length).toBeGreaterThan(0);
    for (const p of mined.refused) {
      expect(judge(JUNGLE_ORACLE, position(p.position), m).ok).toBe(true);
      expect(reprove(JUNGLE_ORACLE, p, m, reproofNodes(m))).not.toBeNull();
    }
  }, 120_000);

  it('keeps only puzzles the re-proof proves', () => {
    expect(mined.puzzles.length).toBeGreaterThan(0);
    for (const p of mined.puzzles) expect(reprove(JUNGLE_ORACLE, p, m, reproofNodes(m))).toBeNull();
  }, 120_000);
});

/**
 * The Banqi proof holds for every identity a face-down piece may still hold (issue 49). The same
 * board twice: the red chariot takes the horse on d1 beside the face-down c1. With a black general
 * in the pool, c1 may turn out to be it, forking the advisor and the chariot: the generator must
 * reject the puzzle, and so must its final filter, the deeper re-proof. With a black soldier in
 * its place (harmless there), both keep it.
 */
import { describe, expect, it } from 'vitest';
import { judge } from '../../../src/puzzles/judge';
import { BANQI_ORACLE } from '../../../src/puzzles/oracle';
import { replies } from '../../../src/puzzles/prove';
import { MARGINS } from '../../../src/puzzles/margins';
import { reprove, reproofNodes } from '../../../src/puzzles/reprove';
import type { Puzzle } from '../../../src/puzzles/schema';

const BOARD = '3XXXXX/8/7s/1AXhR3 r';
const DANGER = `${BOARD} S5g1 0 20`;
const HARMLESS = `${BOARD} S5s1 0 20`;
/** Banqi's margins with a narrower gap, so this small position can be a puzzle at all. */
const TEST_MARGINS = { ...MARGINS.banqi, margin: 90 };

/** The capture as a puzzle, for the final re-proof. */
const asPuzzle = (position: string): Puzzle => ({
  id: 'b-00000000',
  game: 'banqi',
  position,
  line: ['e1d1'],
  themes: [],
  rating: 1000,
  source: { seed: 0, game: 0, ply: 0 },
});

function pos(text: string) {
  const r = BANQI_ORACLE.rules.parse(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('a Banqi puzzle never depends on luck', () => {
  it('the worst defence of the capture is revealing the general on c1', () => {
    const worst = replies(BANQI_ORACLE, pos(DANGER), 'e1d1', TEST_MARGINS.proofNodes)[0]!;
    expect(worst.reply).toBe('c1c1=g');
  });

  it('rejects the capture when c1 may hide the black general', () => {
    const j = judge(BANQI_ORACLE, pos(DANGER), TEST_MARGINS);
    expect(j.ok).toBe(false);
  });

  it('keeps it when no identity left in the pool breaks it', () => {
    const j = judge(BANQI_ORACLE, pos(HARMLESS), TEST_MARGINS);
    expect(j.ok && j.found.line[0]).toBe('e1d1');
  });

  it('the final re-proof refuses it too, and proves the harmless one', () => {
    expect(reprove(BANQI_ORACLE, asPuzzle(DANGER), TEST_MARGINS, reproofNodes(TEST_MARGINS))).not.toBeNull();
    expect(reprove(BANQI_ORACLE, asPuzzle(HARMLESS), TEST_MARGINS, reproofNodes(TEST_MARGINS))).toBeNull();
  });
});

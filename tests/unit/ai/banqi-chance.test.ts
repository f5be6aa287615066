/**
 * The Banqi search's chance nodes weight each identity a reveal may turn up by its pool count (B9):
 * p(i) = count(i) / face-down squares, not 1 / (distinct identities). The value of a reveal is
 * checked against the count-weighted mean of its outcomes, each outcome searched on its own from
 * the same position; the position's pool is skewed (one black general, four black soldiers) and the
 * outcomes far apart, so a uniform weighting lands far from the expectation.
 */
import { describe, expect, it } from 'vitest';
import { BanqiSearch, DEFAULT_BANQI_CONFIG, type BanqiSearchConfig } from '../../../src/ai/banqi/search';
import { Budget } from '../../../src/ai/budget';
import { TranspositionTable } from '../../../src/ai/tt';
import { WIN } from '../../../src/ai/types';
import { BanqiBoard, IDENTITIES, encodeAction, squareOf } from '../../../src/engine/banqi';
import { banqiPos } from './helpers';

/**
 * Red's chariot on a1 beside the face-down b1; four more face-down squares far away. Revealing b1
 * turns up the black general (1 in 5: it takes the chariot) or a black soldier (4 in 5: the chariot
 * takes it).
 */
const TEXT = '6XX/6XX/8/RX6 r g1s4 0 20';
const B1 = squareOf('b1')!;
const REVEAL_B1 = encodeAction(B1, B1);

/** Every reveal searched wherever it stands in the move order, so an outcome's value does not depend on what was searched before it. */
const EVERY_REVEAL: BanqiSearchConfig = { ...DEFAULT_BANQI_CONFIG, revealsNearLeaf: 32, revealsInner: 32 };

function searcher(config: BanqiSearchConfig): BanqiSearch {
  const s = new BanqiSearch(new BanqiBoard(), new TranspositionTable(14));
  s.config = config;
  s.board.load(banqiPos(TEXT));
  s.reset(Budget.of(10_000_000, 60_000));
  return s;
}

/** Each identity the reveal can turn up, with its pool count and its value for the revealing side (searched alone). */
function outcomes(config: BanqiSearchConfig, depth: number): { count: number; value: number }[] {
  const pool = BanqiBoard.fromPosition(banqiPos(TEXT)).pool;
  return IDENTITIES.flatMap((_, id) => {
    if (pool[id] === 0) return [];
    const s = searcher(config);
    s.board.make(REVEAL_B1, id);
    const value = -s.search(depth - 1, -WIN, WIN, 1);
    return [{ count: pool[id]!, value }];
  });
}

const CONFIGS: [string, BanqiSearchConfig][] = [
  ['Star1 and Star2', EVERY_REVEAL],
  ['Star1 only', { ...EVERY_REVEAL, star2: false }],
  ['no pruning', { ...EVERY_REVEAL, star1: false, star2: false }],
];

describe('Banqi AI: chance nodes weight identities by their pool counts (B9)', () => {
  it.each(CONFIGS.flatMap(([name, config]) => [1, 2].map((depth) => [name, depth, config] as const)))(
    'B9 %s, depth %i: a reveal is worth the count-weighted mean of its outcomes',
    (_name, depth, config) => {
      const all = outcomes(config, depth);
      const hidden = all.reduce((n, o) => n + o.count, 0);
      const weighted = all.reduce((sum, o) => sum + (o.count / hidden) * o.value, 0);
      const uniform = all.reduce((sum, o) => sum + o.value / all.length, 0);
      // the position tells the two weightings apart by far more than rounding
      expect(all.length).toBe(2);
      expect(Math.abs(weighted - uniform)).toBeGreaterThan(50);
      const value = searcher(config).rootValue(REVEAL_B1, depth, -WIN - 1, WIN + 1);
      expect(value).toBeCloseTo(weighted, 6);
    },
  );
});

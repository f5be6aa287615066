/**
 * The shipped puzzles (public/puzzles/<game>/): they parse, are unique by id and position, and a
 * sample spread over the ratings is proven again by a search twice as deep as the generator's
 * proof (src/puzzles/reprove.ts); the bench re-proves all of them.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/engine/core/game-rules';
import { positionKey } from '../../../src/puzzles/keys';
import { MARGINS } from '../../../src/puzzles/margins';
import { BANQI_ORACLE, JUNGLE_ORACLE, type Oracle } from '../../../src/puzzles/oracle';
import type { Puzzle } from '../../../src/puzzles/schema';
import { reprove } from '../../../src/puzzles/reprove';
import { readShipped } from '../../../src/puzzles/shipped';
import { tagThemes } from '../../../src/puzzles/themes';

const SAMPLE = 2;

/** The same puzzle with another legal first move (not a reveal) as its solution. */
function otherFirst<P>(o: Oracle<P>, puzzle: Puzzle): Puzzle {
  const parsed = o.rules.parse(puzzle.position);
  if (!parsed.ok) throw new Error(puzzle.id);
  const other = o.rules.legalMoves(parsed.value).find((m) => m !== puzzle.line[0] && !o.rules.isReveal(m));
  if (other === undefined) throw new Error(`${puzzle.id}: no other move`);
  return { ...puzzle, line: [other] };
}

describe.each(GAME_IDS)('shipped %s puzzles', (game) => {
  const shipped = readShipped(game);
  if (!shipped.ok) throw new Error(JSON.stringify(shipped.error));
  const { index, puzzles } = shipped.value;

  it('parse, match their index and are unique by id and by position', () => {
    expect(puzzles.length).toBe(index.count);
    expect(puzzles.length).toBeGreaterThan(0);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(new Set(puzzles.map((p) => positionKey(p.position))).size).toBe(puzzles.length);
    expect(puzzles.every((p) => p.game === game)).toBe(true);
  });

  it('chunks are sorted by rating with the bands in the index', () => {
    const ratings = puzzles.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    let at = 0;
    for (const c of index.chunks) {
      expect(c.minRating).toBe(puzzles[at]!.rating);
      expect(c.maxRating).toBe(puzzles[at + c.count - 1]!.rating);
      at += c.count;
    }
  });

  it('every puzzle has a theme, the one the tagger gives now, and no theme holds more than half', () => {
    const o: Oracle<unknown> = (game === 'banqi' ? BANQI_ORACLE : JUNGLE_ORACLE) as Oracle<unknown>;
    const stale = puzzles.filter((p) => {
      const pos = o.rules.parse(p.position);
      return !pos.ok || tagThemes(game, o.rules, pos.value, p.line).join() !== p.themes.join();
    });
    expect(stale.map((p) => p.id)).toEqual([]);
    expect(puzzles.filter((p) => p.themes.length === 0).map((p) => p.id)).toEqual([]);
    const counts = new Map<string, number>();
    for (const t of puzzles.flatMap((p) => p.themes)) counts.set(t, (counts.get(t) ?? 0) + 1);
    const crowded = [...counts].filter(([, n]) => n > puzzles.length / 2);
    expect(crowded).toEqual([]);
  });

  const sample = Array.from({ length: SAMPLE }, (_, i) => puzzles[Math.floor(((i + 0.5) * puzzles.length) / SAMPLE)]!);
  it.each(sample.map((p) => [p.id, p] as const))(
    '%s is proven again by a deeper search',
    (_, puzzle) => {
      const m = MARGINS[game];
      const failure =
        game === 'banqi'
          ? reprove(BANQI_ORACLE, puzzle, m, 2 * m.proofNodes)
          : reprove(JUNGLE_ORACLE, puzzle, m, 2 * m.proofNodes);
      expect(failure).toBeNull();
    },
    120_000,
  );

  it('the re-proof refuses the same puzzle with another first move', () => {
    const m = MARGINS[game];
    const failure =
      game === 'banqi'
        ? reprove(BANQI_ORACLE, otherFirst(BANQI_ORACLE, sample[0]!), m, 2 * m.proofNodes)
        : reprove(JUNGLE_ORACLE, otherFirst(JUNGLE_ORACLE, sample[0]!), m, 2 * m.proofNodes);
    expect(failure).not.toBeNull();
  }, 120_000);
});

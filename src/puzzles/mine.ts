/**
 * Mining one self-play game for puzzles. Game `index` of seed `seed` is fixed by them: each side's
 * level (1-4, so real mistakes happen) and every Banqi reveal's identity (drawn from the public
 * pool) come from one seeded stream. At every ply the AI scores the position at the finding budget;
 * when the opponent's last move handed the side to move at least `swing` and it now stands at
 * least minScore, the position is judged (judge.ts). Judged puzzles are tagged and rated here, and
 * kept when the independent re-proof agrees.
 */
import { isLevel, type Level } from '../ai/types';
import { createRng } from '../engine/core/rng';
import { initialRating } from './initial-rating';
import { judge } from './judge';
import { ideaKey, positionKey, puzzleId } from './keys';
import type { Margins } from './margins';
import type { Oracle } from './oracle';
import { reprove, reproofNodes } from './reprove';
import { judgeReveal } from './reveal-judge';
import type { Puzzle } from './schema';
import { tagThemes } from './themes';

const MAX_PLIES = 160;
const PLAY_NODES = 1500;
/** Plies played before mining starts (the opening holds no tactics yet). */
const FIRST_PLY = 4;

export interface Seen {
  readonly positions: Set<string>;
  readonly ideas: Set<string>;
}

export interface MinedGame {
  readonly game: number;
  readonly plies: number;
  readonly puzzles: readonly Puzzle[];
  /** Judged puzzles the final re-proof refused (kept in the log so a resumed run sees their ideas). */
  readonly refused: readonly Puzzle[];
  /** Whether the safest-reveal miner has looked at this game (a log from before it has not). */
  readonly reveals?: boolean;
}

const gameSeed = (seed: number, index: number): number => (Math.imul(seed, 1_000_003) + index * 7919) >>> 0;

function levelOf(n: number): Level {
  const l = n + 1;
  if (!isLevel(l)) throw new Error(`level ${l}`);
  return l;
}

/** What the self-play loop shows a miner at each ply from FIRST_PLY on (the side to move known). */
interface Visit<P> {
  readonly pos: P;
  readonly ply: number;
  /** The AI's answer at the finding budget, for the side to move. */
  readonly now: { readonly move: string | null; readonly score: number };
  /** The previous visited ply's score (for the other side), or null. */
  readonly previous: number | null;
}

/** Plays game `index` of `seed` (levels and reveals from one seeded stream), showing `visit` each ply. */
function selfPlay<P>(o: Oracle<P>, m: Margins, seed: number, index: number, visit: (v: Visit<P>) => void): number {
  const rng = createRng(gameSeed(seed, index));
  const levels = [levelOf(rng.nextInt(4)), levelOf(rng.nextInt(4))] as const;
  const rules = o.rules;
  const pos = rules.parse(rules.startText);
  if (!pos.ok) throw new Error('start position');
  let at = pos.value;
  let previous: number | null = null;
  let ply = 0;
  for (; ply < MAX_PLIES && rules.status(at).result === 'ongoing'; ply++) {
    if (ply >= FIRST_PLY && rules.turn(at) !== null) {
      const now = o.best(at, 4, m.findNodes, 1);
      visit({ pos: at, ply, now, previous });
      previous = now.score;
    }
    const mover = levels[ply % 2]!;
    const move = o.best(at, mover, PLAY_NODES, rng.nextU32()).move;
    if (move === null) break;
    const identity = rules.isReveal(move) ? rules.drawIdentity?.(at, rng) : undefined;
    const next = rules.play(at, move, identity);
    if (!next.ok) throw new Error(`self-play: ${move} refused (${next.error})`);
    at = next.value;
  }
  return ply;
}

/** A position where the AI's best action is a reveal: a safest-reveal puzzle when the odds and the engine agree. */
function revealVisit<P>(o: Oracle<P>, m: Margins, seed: number, index: number, seen: Seen, out: Found) {
  return (v: Visit<P>): void => {
    const text = o.rules.format(v.pos);
    if (v.now.move === null || !o.rules.isReveal(v.now.move) || seen.positions.has(positionKey(text))) return;
    const p = revealPuzzleAt(o, m, v.pos, { seed, game: index, ply: v.ply }, seen);
    if (p !== null) (kept(o, m, p) ? out.puzzles : out.refused).push(p);
  };
}

interface Found {
  readonly puzzles: Puzzle[];
  readonly refused: Puzzle[];
}

export function mineGame<P>(o: Oracle<P>, m: Margins, seed: number, index: number, seen: Seen): MinedGame {
  const out: Found = { puzzles: [], refused: [] };
  const reveals = revealVisit(o, m, seed, index, seen, out);
  const plies = selfPlay(o, m, seed, index, (v) => {
    const text = o.rules.format(v.pos);
    if (
      v.previous !== null &&
      v.now.score + v.previous >= m.swing &&
      v.now.score >= m.minScore &&
      !seen.positions.has(positionKey(text))
    ) {
      const p = puzzleAt(o, m, v.pos, { seed, game: index, ply: v.ply }, seen);
      if (p !== null) (kept(o, m, p) ? out.puzzles : out.refused).push(p);
    }
    reveals(v);
  });
  return { game: index, plies, puzzles: out.puzzles, refused: out.refused, reveals: true };
}

/**
 * The safest-reveal puzzles of an already logged game (a log written before they were mined): the same
 * self-play replayed, only the reveal miner looking. Added to the game's record by generate.ts `--reveals`.
 */
export function mineReveals<P>(o: Oracle<P>, m: Margins, seed: number, index: number, seen: Seen): Found {
  const out: Found = { puzzles: [], refused: [] };
  selfPlay(o, m, seed, index, revealVisit(o, m, seed, index, seen, out));
  return out;
}

function revealPuzzleAt<P>(o: Oracle<P>, m: Margins, pos: P, source: Puzzle['source'], seen: Seen): Puzzle | null {
  const text = o.rules.format(pos);
  seen.positions.add(positionKey(text));
  const j = judgeReveal(o, pos, m);
  if (!j.ok) return null;
  const idea = ideaKey(text, 'X', '', j.move);
  if (seen.ideas.has(idea)) return null;
  seen.ideas.add(idea);
  const plausibleWrong = j.others.filter((r) => 2 * r.risk.num < r.risk.den).length;
  return {
    id: puzzleId(o.game, text),
    game: o.game,
    position: text,
    line: [j.move],
    themes: tagThemes(o.game, o.rules, pos, [j.move]),
    rating: initialRating({ solverMoves: 1, plausibleWrong, quiet: true }),
    source,
  };
}

function puzzleAt<P>(o: Oracle<P>, m: Margins, pos: P, source: Puzzle['source'], seen: Seen): Puzzle | null {
  const rules = o.rules;
  const text = rules.format(pos);
  seen.positions.add(positionKey(text));
  const j = judge(o, pos, m);
  if (!j.ok) return null;
  const { line, values } = j.found;
  const first = line[0]!;
  const idea = ideaKey(text, rules.contentAt(pos, first.slice(0, 2)), rules.contentAt(pos, first.slice(2, 4)), first);
  if (seen.ideas.has(idea)) return null;
  seen.ideas.add(idea);
  const best = values[0]!.value;
  const plausibleWrong = values
    .slice(1)
    .filter((v) => rules.isCapture(pos, v.move) || v.value >= best - 2 * m.margin).length;
  const rating = initialRating({
    solverMoves: (line.length + 1) / 2,
    plausibleWrong,
    quiet: !rules.isCapture(pos, first),
  });
  return {
    id: puzzleId(o.game, text),
    game: o.game,
    position: text,
    line: [...line],
    themes: tagThemes(o.game, rules, pos, line),
    rating,
    source,
  };
}

/**
 * The final filter: a judged puzzle is kept only when the independent re-proof (reprove.ts,
 * twice the proving budget, every legal move and every identity) agrees. Its position and idea
 * stay seen either way, so filtering an older log again (generate.ts `--reprove`) gives what a
 * fresh run would.
 */
export const kept = <P>(o: Oracle<P>, m: Margins, puzzle: Puzzle): boolean =>
  reprove(o, puzzle, m, reproofNodes(m)) === null;

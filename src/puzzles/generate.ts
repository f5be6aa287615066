/**
 * `npm run puzzles -- --game banqi|jungle [--seed S] [--count N] [--out log.jsonl] [--ship dir] [--reprove] [--retag] [--reveals N]`:
 * mines self-play games until the log holds N puzzles, then writes the shipped chunks. The log
 * has one line per game played ({game, plies, puzzles, refused}); a new run reads it back, skips
 * the games already there and goes on from the next, so a stopped run resumes where it was and the
 * same seed always gives the same log. `--reprove` first passes every logged puzzle through the
 * final filter again (for a log written before it, or by an older one) and rewrites the log: self-play
 * does not depend on what is kept, so that gives the log a fresh run would write. A progress bar
 * goes to stderr. `--retag` tags every logged puzzle's themes again from its position and line
 * (themes.ts), for a log written by an older tagger; ids, lines and ratings stay as they are.
 * `--reveals N` replays, in order, the logged games the safest-reveal miner has not looked at yet (mine.ts
 * mineReveals), adding their reveal puzzles to each game's record, until the log holds N of them. Run it under `nice -n 19`.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isGameId, type GameId } from '../engine/core/game-rules';
import { MARGINS } from './margins';
import { kept, mineGame, mineReveals, type MinedGame, type Seen } from './mine';
import { ideaKey, positionKey } from './keys';
import { BANQI_ORACLE, JUNGLE_ORACLE, type Oracle } from './oracle';
import { parsePuzzle, type Puzzle } from './schema';
import { shipPuzzles } from './ship';
import { tagThemes } from './themes';

interface Options {
  readonly game: GameId;
  readonly seed: number;
  readonly count: number;
  readonly out: string;
  readonly ship: string;
  readonly reprove: boolean;
  readonly retag: boolean;
  /** `--reveals N`: safest-reveal puzzles the log should hold (0: no reveal pass). */
  readonly reveals: number;
}

function options(argv: readonly string[]): Options {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i < 0 ? undefined : argv[i + 1];
  };
  const game = get('game') ?? 'banqi';
  if (!isGameId(game)) throw new Error(`--game must be banqi or jungle, not '${game}'`);
  const seed = Number(get('seed') ?? 1);
  const count = Number(get('count') ?? 500);
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 0) throw new Error('--seed and --count: integers');
  if (!Number.isInteger(Number(get('reveals') ?? 0))) throw new Error('--reveals: an integer');
  return {
    game,
    seed,
    count,
    out: get('out') ?? `src/puzzles/data/${game}-${seed}.jsonl`,
    ship: get('ship') ?? `public/puzzles/${game}`,
    reprove: argv.includes('--reprove'),
    retag: argv.includes('--retag'),
    reveals: Number(get('reveals') ?? 0),
  };
}

/** A puzzle of the log; a line that does not read stops the run (the log is ours: it never should). */
function logged(json: unknown): Puzzle {
  const p = parsePuzzle(json);
  if (!p.ok) throw new Error(`puzzles log: ${JSON.stringify(p.error)}`);
  return p.value;
}

export function readLog(path: string): MinedGame[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const raw = JSON.parse(l) as {
        game: number;
        plies: number;
        puzzles: unknown[];
        refused?: unknown[];
        reveals?: boolean;
      };
      return {
        game: raw.game,
        plies: raw.plies,
        reveals: raw.reveals === true,
        puzzles: raw.puzzles.map(logged),
        refused: (raw.refused ?? []).map(logged),
      };
    });
}

function bar(done: number, total: number, game: number, startedMs: number, kept: number): string {
  const width = 30;
  const filled = Math.min(width, Math.round((done / Math.max(1, total)) * width));
  const hours = (Date.now() - startedMs) / 3_600_000;
  const rate = hours > 0 ? Math.round(kept / hours) : 0;
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} puzzles, game ${game}, ${rate}/h `;
}

/** Every logged puzzle through the final filter again; the log rewritten with the verdicts. */
function reproveLog<P>(o: Oracle<P>, log: readonly MinedGame[], opts: Options): MinedGame[] {
  const total = log.reduce((n, g) => n + g.puzzles.length, 0);
  let done = 0;
  let refused = 0;
  const out = log.map((g) => {
    const verdicts = g.puzzles.map((p) => {
      process.stderr.write(`\rre-proving ${++done}/${total}, ${refused} refused `);
      const ok = kept(o, MARGINS[opts.game], p);
      if (!ok) refused++;
      return ok;
    });
    return {
      ...g,
      puzzles: g.puzzles.filter((_, i) => verdicts[i]),
      refused: [...g.refused, ...g.puzzles.filter((_, i) => !verdicts[i])],
    };
  });
  process.stderr.write('\n');
  writeFileSync(opts.out, out.map((g) => JSON.stringify(g) + '\n').join(''));
  return out;
}

/** Every logged puzzle (kept or refused) tagged again by the current themes.ts; the log rewritten. */
function retagLog<P>(o: Oracle<P>, log: readonly MinedGame[], opts: Options): MinedGame[] {
  const retag = (p: Puzzle): Puzzle => {
    const pos = o.rules.parse(p.position);
    if (!pos.ok) throw new Error(`${p.id}: ${pos.error.message}`);
    return { ...p, themes: tagThemes(o.game, o.rules, pos.value, p.line) };
  };
  const out = log.map((g) => ({ ...g, puzzles: g.puzzles.map(retag), refused: g.refused.map(retag) }));
  writeFileSync(opts.out, out.map((g) => JSON.stringify(g) + '\n').join(''));
  return out;
}

/** Everything a log has judged (kept or refused), seen by position and by idea. */
function seenIn<P>(o: Oracle<P>, log: readonly MinedGame[]): Seen {
  const seen: Seen = { positions: new Set(), ideas: new Set() };
  for (const p of log.flatMap((g) => [...g.puzzles, ...g.refused])) {
    seen.positions.add(positionKey(p.position));
    const parsed = o.rules.parse(p.position);
    if (!parsed.ok) continue;
    const first = p.line[0]!;
    seen.ideas.add(
      ideaKey(
        p.position,
        o.rules.contentAt(parsed.value, first.slice(0, 2)),
        o.rules.contentAt(parsed.value, first.slice(2, 4)),
        first,
      ),
    );
  }
  return seen;
}

/**
 * Every logged game the safest-reveal miner has not seen (`reveals` unset) replayed for its reveal puzzles,
 * in game order, the log rewritten after each game (so a stopped pass resumes).
 */
function revealLog<P>(o: Oracle<P>, log: readonly MinedGame[], opts: Options): MinedGame[] {
  const seen = seenIn(o, log);
  const out = [...log];
  const isReveal = (p: Puzzle): boolean => p.themes.includes('safest-reveal');
  let added = out.reduce((n, g) => n + g.puzzles.filter(isReveal).length, 0);
  for (const [i, g] of out.entries()) {
    if (added >= opts.reveals) break;
    if (g.reveals === true) continue;
    process.stderr.write(`\rsafest reveals: game ${g.game}/${out.length}, ${added} kept `);
    const found = mineReveals(o, MARGINS[opts.game], opts.seed, g.game, seen);
    added += found.puzzles.length;
    out[i] = {
      ...g,
      puzzles: [...g.puzzles, ...found.puzzles],
      refused: [...g.refused, ...found.refused],
      reveals: true,
    };
    if (i % 20 === 19 || added >= opts.reveals || i === out.length - 1)
      writeFileSync(opts.out, out.map((r) => JSON.stringify(r) + '\n').join(''));
  }
  process.stderr.write('\n');
  return out;
}

function run<P>(o: Oracle<P>, opts: Options): void {
  const read = readLog(opts.out);
  const reproved = opts.reprove ? reproveLog(o, read, opts) : read;
  const retagged = opts.retag ? retagLog(o, reproved, opts) : reproved;
  const log = opts.reveals > 0 ? revealLog(o, retagged, opts) : retagged;
  const seen = seenIn(o, log);
  const puzzles: Puzzle[] = log.flatMap((g) => g.puzzles);
  let next = log.reduce((n, g) => Math.max(n, g.game + 1), 0);
  const started = Date.now();
  let kept = 0;
  while (puzzles.length < opts.count) {
    process.stderr.write(bar(puzzles.length, opts.count, next, started, kept));
    const mined = mineGame(o, MARGINS[opts.game], opts.seed, next, seen);
    appendFileSync(opts.out, JSON.stringify(mined) + '\n');
    puzzles.push(...mined.puzzles);
    kept += mined.puzzles.length;
    next++;
    if (mined.puzzles.length > 0) shipPuzzles(opts.game, puzzles, opts.ship);
  }
  process.stderr.write(bar(puzzles.length, opts.count, next, started, kept) + '\n');
  const index = shipPuzzles(opts.game, puzzles, opts.ship);
  process.stdout.write(`${opts.game}: ${index.count} puzzles in ${index.chunks.length} chunks (${opts.ship})\n`);
}

const opts = options(process.argv.slice(2));
if (opts.game === 'banqi') run(BANQI_ORACLE, opts);
else run(JUNGLE_ORACLE, opts);

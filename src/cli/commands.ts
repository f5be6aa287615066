import { GAME_IDS, isGameId, type GameId, type GameRules, type RulesStatus } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import { createRng } from '../engine/core/rng';
import { explainLine, positionError, type CliAi, type CliError, type CliGame } from './game-cli';

export type CommandOutcome = Result<string, CliError>;

export interface CommandContext {
  readonly games: Readonly<Record<GameId, CliGame>>;
  readStdin(): string;
  /** The AI's commands: given by the entry only when `bestmove` or `match` is asked for (see needsAi). */
  readonly ai?: CliAi;
}

const usage = (message: string): CommandOutcome => err({ code: 'usage', message });

/** Whether a command line asks for one of the AI's commands (the entry then loads the AI). */
export function needsAi(args: readonly string[]): boolean {
  const command = splitOptions(args).positional[0];
  return command === 'bestmove' || command === 'match';
}

const noAi = (command: string): CommandOutcome =>
  err({ code: 'internal', message: `${command} needs the AI, which this command line was started without` });

/** Splits `--name value` options from positional arguments. */
function splitOptions(args: readonly string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--') && a.length > 2) {
      options.set(a.slice(2), args[i + 1] ?? '');
      i++;
    } else positional.push(a);
  }
  return { positional, options };
}

function intOption(
  options: Map<string, string>,
  name: string,
  min: number,
  max: number,
): Result<number | undefined, CliError> {
  const raw = options.get(name);
  if (raw === undefined) return ok(undefined);
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    return err({ code: 'usage', message: `--${name} must be a whole number from ${min} to ${max}` });
  }
  return ok(Number(raw));
}

/** Deepest perft the command line accepts (deeper runs take minutes). */
const MAX_CLI_PERFT_DEPTH = 8;

const statusLine = (s: RulesStatus): string => `${s.result} ${s.reason}`;

function parsed(rules: GameRules<unknown>, text: string): Result<unknown, CliError> {
  const p = rules.parse(text);
  return p.ok ? p : positionError(p.error);
}

function batchMoves(rules: GameRules<unknown>, input: string): string {
  const lines = input.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const out: string[] = new Array<string>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const p = rules.parse(lines[i]!.replace(/\r$/, ''));
    out[i] = p.ok ? rules.legalMoves(p.value).join(' ') : `error ${p.error.field}:${p.error.reason}`;
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

/** Plays moves from a position; a reveal without `=x` draws its identity from the pool with `seed`. */
function playMoves(rules: GameRules<unknown>, start: unknown, moves: readonly string[], seed: number): CommandOutcome {
  const rng = createRng(seed);
  let pos = start;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    const identity = rules.isReveal(move) && !move.includes('=') ? rules.drawIdentity?.(pos, rng) : undefined;
    const next = rules.play(pos, move, identity);
    if (!next.ok) return err({ code: next.error, message: `move ${i + 1} '${move}' refused: ${next.error}` });
    pos = next.value;
  }
  return ok(rules.format(pos));
}

export function runCommand(args: readonly string[], ctx: CommandContext): CommandOutcome {
  const { positional, options } = splitOptions(args);
  const [command, gameName, position, ...rest] = positional;
  if (command === undefined) return usage('commands: moves, perft, play, explain, status, bestmove, match');
  if (!isGameId(gameName)) return usage(`<game> must be one of: ${GAME_IDS.join(', ')}`);
  if (command === 'match')
    return ctx.ai === undefined ? noAi(command) : ctx.ai.match(gameName, positional.slice(2), options);
  const rules = ctx.games[gameName].rules;
  if (position === undefined) return usage(`${command} needs a position`);
  if (command === 'moves' && position === '-') return ok(batchMoves(rules, ctx.readStdin()));
  const p = parsed(rules, position);
  if (!p.ok) return p;
  const pos = p.value;
  switch (command) {
    case 'moves':
      return ok(rules.legalMoves(pos).join('\n'));
    case 'perft': {
      const depth = rest[0];
      if (depth === undefined || !/^\d+$/.test(depth) || Number(depth) > MAX_CLI_PERFT_DEPTH)
        return usage(`perft needs a depth from 0 to ${MAX_CLI_PERFT_DEPTH}`);
      return ok(String(rules.perft(pos, Number(depth))));
    }
    case 'play': {
      const seed = intOption(options, 'seed', 0, 2 ** 32 - 1);
      if (!seed.ok) return seed;
      return playMoves(rules, pos, rest, seed.value ?? Date.now() >>> 0);
    }
    case 'explain': {
      const move = rest[0];
      if (move === undefined) return usage('explain needs a move');
      return explainLine(move, rules.explain(pos, move));
    }
    case 'status':
      return ok(statusLine(rules.status(pos)));
    case 'bestmove': {
      const ms = intOption(options, 'ms', 1, 600_000);
      const level = intOption(options, 'level', 1, 4);
      const seed = intOption(options, 'seed', 0, 2 ** 32 - 1);
      const nodes = intOption(options, 'nodes', 1, 1_000_000_000);
      for (const r of [ms, level, seed, nodes]) if (!r.ok) return r;
      if (ctx.ai === undefined) return noAi(command);
      const best = ctx.ai.bestMove(gameName, pos, {
        ...(ms.ok && ms.value !== undefined ? { ms: ms.value } : {}),
        ...(level.ok && level.value !== undefined ? { level: level.value } : {}),
        ...(seed.ok && seed.value !== undefined ? { seed: seed.value } : {}),
        ...(nodes.ok && nodes.value !== undefined ? { nodes: nodes.value } : {}),
      });
      if (!best.ok) return best;
      return ok(best.value ?? `none ${statusLine(rules.status(pos))}`);
    }
    default:
      return usage(`unknown command '${command}'`);
  }
}

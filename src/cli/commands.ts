import { err, ok, type Result } from '../engine/core/result';
import type { CliError, GameCli } from './game-cli';
import type { GameName } from './games';
import { matchCommand } from './match';

export type CommandOutcome = Result<string, CliError>;

export interface CommandContext {
  readonly games: Readonly<Record<GameName, GameCli>>;
  readonly gameNames: readonly GameName[];
  isGameName(text: string | undefined): text is GameName;
  readStdin(): string;
}

const usage = (message: string): CommandOutcome => err({ code: 'usage', message });

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

function batchMoves(game: GameCli, input: string): string {
  const lines = input.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const out: string[] = new Array<string>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const r = game.moves(lines[i]!.replace(/\r$/, ''));
    out[i] = r.ok ? r.value.join(' ') : `error ${r.error.code}`;
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

export function runCommand(args: readonly string[], ctx: CommandContext): CommandOutcome {
  const { positional, options } = splitOptions(args);
  const [command, gameName, position, ...rest] = positional;
  if (command === undefined) return usage('commands: moves, perft, play, explain, status, bestmove, match');
  if (!ctx.isGameName(gameName)) return usage(`<game> must be one of: ${ctx.gameNames.join(', ')}`);
  if (command === 'match') return matchCommand(gameName, positional.slice(2), options);
  const game = ctx.games[gameName];
  if (position === undefined) return usage(`${command} needs a position`);
  switch (command) {
    case 'moves': {
      if (position === '-') return ok(batchMoves(game, ctx.readStdin()));
      const r = game.moves(position);
      return r.ok ? ok(r.value.join('\n')) : r;
    }
    case 'perft': {
      const depth = rest[0];
      if (depth === undefined || !/^\d+$/.test(depth)) return usage('perft needs a depth (a whole number)');
      const r = game.perft(position, Number(depth));
      return r.ok ? ok(String(r.value)) : r;
    }
    case 'play': {
      const seed = intOption(options, 'seed', 0, 2 ** 32 - 1);
      if (!seed.ok) return seed;
      return game.play(position, rest, seed.value ?? Date.now() >>> 0);
    }
    case 'explain': {
      const move = rest[0];
      if (move === undefined) return usage('explain needs a move');
      return game.explain(position, move);
    }
    case 'status':
      return game.status(position);
    case 'bestmove': {
      if (!game.bestmove) return err({ code: 'unavailable', message: 'no AI for this game yet' });
      const ms = intOption(options, 'ms', 1, 600_000);
      const level = intOption(options, 'level', 1, 4);
      const seed = intOption(options, 'seed', 0, 2 ** 32 - 1);
      const nodes = intOption(options, 'nodes', 1, 1_000_000_000);
      for (const r of [ms, level, seed, nodes]) if (!r.ok) return r;
      return game.bestmove(position, {
        ...(ms.ok && ms.value !== undefined ? { ms: ms.value } : {}),
        ...(level.ok && level.value !== undefined ? { level: level.value } : {}),
        ...(seed.ok && seed.value !== undefined ? { seed: seed.value } : {}),
        ...(nodes.ok && nodes.value !== undefined ? { nodes: nodes.value } : {}),
      });
    }
    default:
      return usage(`unknown command '${command}'`);
  }
}

import { runCommand, type CommandContext, type CommandOutcome } from '../../../src/cli/commands';
import { GAMES, GAME_NAMES, isGameName, type GameName } from '../../../src/cli/games';
import type { CliError } from '../../../src/cli/game-cli';
import type { Result } from '../../../src/engine/core/result';

/** Runs the real command dispatcher with the real games; `stdin` is what `moves <game> -` reads. */
export function run(args: readonly string[], stdin = ''): CommandOutcome {
  const ctx: CommandContext = { games: GAMES, gameNames: GAME_NAMES, isGameName, readStdin: () => stdin };
  return runCommand(args, ctx);
}

/** One game's commands as functions (through the dispatcher), for tests that read better that way. */
export function commandsOf(game: GameName) {
  return {
    moves(position: string): Result<readonly string[], CliError> {
      const r = run(['moves', game, position]);
      return r.ok ? { ok: true, value: r.value === '' ? [] : r.value.split('\n') } : r;
    },
    perft(position: string, depth: number): Result<number, CliError> {
      const r = run(['perft', game, position, String(depth)]);
      return r.ok ? { ok: true, value: Number(r.value) } : r;
    },
    play: (position: string, moves: readonly string[], seed = 0): CommandOutcome =>
      run(['play', game, position, ...moves, '--seed', String(seed)]),
    explain: (position: string, move: string): CommandOutcome => run(['explain', game, position, move]),
    status: (position: string): CommandOutcome => run(['status', game, position]),
  };
}

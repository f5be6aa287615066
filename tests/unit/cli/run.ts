import { vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import type { CommandOutcome } from '../../../src/cli/commands';
import type { GameId } from '../../../src/engine/core/game-rules';
import type { CliError } from '../../../src/cli/game-cli';
import type { Result } from '../../../src/engine/core/result';
import { ensureCli } from '../../../src/cli/build.mjs';

/** The shipped command line (the compiled bundle), rebuilt here if a source changed since. */
export const CLI_BUNDLE: string = await ensureCli();

// Each command is a process start: allow for a machine shared with other work.
vi.setConfig({ testTimeout: 60_000 });

const ERROR_LINE = /^error (\S+?): (.*)\n$/s;

/**
 * Runs the shipped command line in its own process; `stdin` is what `moves <game> -` reads.
 * Its stdout (exit 0) or its one stderr line (exit 2) is read back as the command's outcome.
 */
export function run(args: readonly string[], stdin = ''): CommandOutcome {
  const p = spawnSync(process.execPath, [CLI_BUNDLE, ...args], { input: stdin, encoding: 'utf8' });
  // Batch output (`moves <game> -`) is printed exactly, one terminated line per input line; any
  // other answer gets one newline added on printing, taken off again here.
  const batch = args[0] === 'moves' && args[2] === '-';
  if (p.status === 0 && p.stderr === '') return { ok: true, value: batch ? p.stdout : p.stdout.replace(/\n$/, '') };
  const line = ERROR_LINE.exec(p.stderr);
  if (p.status !== 2 || p.stdout !== '' || line === null)
    throw new Error(`unexpected CLI exit ${p.status}: ${p.stderr}${p.stdout}`);
  return { ok: false, error: { code: line[1] ?? '', message: line[2] ?? '' } };
}

/** One game's commands as functions (through the shipped command line), for tests that read better that way. */
export function commandsOf(game: GameId) {
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

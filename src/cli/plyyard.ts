/**
 * The `plyyard` command line (../shared/notation.md):
 *   npm run -s plyyard -- <command> <game> ...
 * Prints results on stdout; bad input exits 2 with one line on stderr.
 * Output is complete whatever reads it: the process never calls process.exit while a write is
 * pending; it sets the exit code and lets Node exit once stdout and stderr are drained.
 */
import { readFileSync } from 'node:fs';
import type { CliError } from './game-cli';
import { GAMES } from './games';
import { needsAi, runCommand, type CommandOutcome } from './commands';

function finish(outcome: CommandOutcome): void {
  if (outcome.ok) {
    process.exitCode = 0;
    if (outcome.value.length > 0)
      process.stdout.write(outcome.value.endsWith('\n') ? outcome.value : `${outcome.value}\n`);
    return;
  }
  const e: CliError = outcome.error;
  process.exitCode = 2;
  process.stderr.write(`error ${e.code}: ${e.message}\n`);
}

const args = process.argv.slice(2);
const readStdin = (): string => readFileSync(0, 'utf8');
// The AI's code loads only for its commands: the rules commands start sooner without it (issue 16).
const ai = needsAi(args) ? (await import('./ai-commands')).CLI_AI : undefined;
finish(runCommand(args, { games: GAMES, readStdin, ...(ai ? { ai } : {}) }));

/**
 * The `plyyard` command line (../shared/notation.md):
 *   npm run -s plyyard -- <command> <game> ...
 * Prints results on stdout; bad input exits 2 with one line on stderr.
 */
import { readFileSync } from 'node:fs';
import type { CliError } from './game-cli';
import { GAMES, GAME_NAMES, isGameName } from './games';
import { runCommand, type CommandOutcome } from './commands';

function finish(outcome: CommandOutcome): never {
  if (outcome.ok) {
    if (outcome.value.length > 0)
      process.stdout.write(outcome.value.endsWith('\n') ? outcome.value : `${outcome.value}\n`);
    process.exit(0);
  }
  const e: CliError = outcome.error;
  process.stderr.write(`error ${e.code}: ${e.message}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const readStdin = (): string => readFileSync(0, 'utf8');
finish(runCommand(args, { games: GAMES, gameNames: GAME_NAMES, isGameName, readStdin }));

import { isLevel, type SearchOptions } from '../ai/types';
import { err, ok, type Result } from '../engine/core/result';
import type { BestMoveOptions, CliError } from './game-cli';

/** The AI's search options from `bestmove` flags: level 4 and seed 0 unless given; a bad level is a usage error. */
export function searchOptions(options: BestMoveOptions): Result<SearchOptions, CliError> {
  const level = options.level ?? 4;
  if (!isLevel(level)) return err({ code: 'usage', message: '--level must be 1 to 4' });
  return ok({
    level,
    seed: options.seed ?? 0,
    ...(options.ms !== undefined ? { timeMs: options.ms } : {}),
    ...(options.nodes !== undefined ? { nodes: options.nodes } : {}),
  });
}

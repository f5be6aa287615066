/**
 * The command line loads the AI only for the commands that use it (issue 16: `moves` starts sooner).
 * Checked on the shipped bundle: the files the entry imports statically hold no AI code, the AI's chunk
 * is imported dynamically, and a runCommand given no AI refuses the AI's commands instead of guessing.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsAi, runCommand } from '../../../src/cli/commands';
import { GAMES } from '../../../src/cli/games';
import { CLI_BUNDLE } from './run';

/** The entry and every file it imports statically (`from"./x.mjs"`, not `import("./x.mjs")`). */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const m of readFileSync(file, 'utf8').matchAll(/from\s*"(\.\/[^"]+)"/g)) {
      const next = join(dirname(file), m[1]!);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

// Property names survive minification: the Banqi search's settings and the transposition table's fields.
const AI_MARKERS = ['revealsNearLeaf', 'hitDepth'];

describe('the AI loads only for bestmove and match', () => {
  it('the entry imports no AI code statically and the AI chunk dynamically', () => {
    const entry = readFileSync(CLI_BUNDLE, 'utf8');
    const dynamic = /import\("(\.\/ai-commands-[^"]+)"\)/.exec(entry);
    expect(dynamic).not.toBeNull();
    const aiChunk = readFileSync(join(dirname(CLI_BUNDLE), dynamic![1]!), 'utf8');
    for (const marker of AI_MARKERS) expect(aiChunk).toContain(marker);
    const statics = staticGraph(CLI_BUNDLE);
    expect(statics.some((f) => f.includes('ai-commands'))).toBe(false);
    for (const file of statics)
      for (const marker of AI_MARKERS) expect(readFileSync(file, 'utf8')).not.toContain(marker);
  });

  it('tells the AI commands from the others, options first or last', () => {
    expect(needsAi(['bestmove', 'banqi', 'x'])).toBe(true);
    expect(needsAi(['--ms', '50', 'bestmove', 'jungle', 'x'])).toBe(true);
    expect(needsAi(['match', 'jungle', 'ai:1', 'random'])).toBe(true);
    expect(needsAi(['moves', 'banqi', 'x', '--seed', '3'])).toBe(false);
    expect(needsAi(['--level', 'bestmove'])).toBe(false); // 'bestmove' is the option's value here
    expect(needsAi([])).toBe(false);
  });

  it('without the AI, bestmove and match are refused, the rules commands answer', () => {
    const ctx = { games: GAMES, readStdin: () => '' };
    const start = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';
    const best = runCommand(['bestmove', 'jungle', start], ctx);
    expect(best.ok ? '' : best.error.code).toBe('internal');
    const match = runCommand(['match', 'jungle', 'ai:1', 'random'], ctx);
    expect(match.ok ? '' : match.error.code).toBe('internal');
    const moves = runCommand(['moves', 'jungle', start], ctx);
    expect(moves.ok && moves.value.split('\n')).toContain('a1a2');
  });
});

/**
 * `npm run bench -- puzzles-weight` (after `npm run build`): what the puzzle trainer page loads before the first
 * interaction, gzip, measured from dist/ (never asserted; the goal is 60 KB): its JavaScript (scripts,
 * modulepreloads, island modules and their static imports, as play-budget counts them), the index and
 * the one chunk a new reader's rating fetches, each against the goal, with the five largest modules (what to look at
 * when it creeps up). The AI client and its worker load only after a wrong move (its refutation).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPageJs } from './play-budget';
import { ROOT } from './preview-server';
import { nearestChunk } from '../../src/puzzles/loader';
import { NEW_READER } from '../../src/puzzles/glicko2';
import { parseIndex } from '../../src/puzzles/schema';

const GOAL_KB = 60;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const data = (game: string, file: string): Buffer => readFileSync(join(ROOT, 'dist', 'puzzles', game, file));

export function benchPuzzlesWeight(): void {
  console.log('puzzle trainer, first load before the first interaction (gzip, from dist/)');
  for (const [game, slug] of [
    ['banqi', 'banqi'],
    ['jungle', 'dou-shou-qi'],
  ] as const) {
    for (const lang of ['pt', 'de']) {
      const js = builtPageJs(`${lang}/${slug}/puzzles/`);
      const indexText = data(game, 'index.json');
      const index = parseIndex(JSON.parse(indexText.toString('utf8')));
      if (!index.ok) throw new Error(`${game}: index`);
      const first = nearestChunk(index.value, NEW_READER.rating, new Set());
      const chunk = first === null ? 0 : gzipSync(data(game, first.file)).length;
      const total = js.js + gzipSync(indexText).length + chunk;
      const largest = js.files
        .map((f) => ({ f: f.split('/').pop() ?? f, n: gzipSync(readFileSync(join(ROOT, 'dist', f))).length }))
        .sort((a, b) => b.n - a.n)
        .slice(0, 5);
      console.log(
        `  /${lang}/${slug}/puzzles/: JS ${kb(js.js)} + index ${kb(gzipSync(indexText).length)} + ${first?.file ?? 'no chunk'} ${kb(chunk)} = ${kb(total)} (goal ${GOAL_KB} KB: ${total <= GOAL_KB * 1024 ? 'met' : 'over'})`,
      );
      console.log(`    largest modules: ${largest.map(({ f, n }) => `${f} ${kb(n)}`).join(', ')}`);
    }
  }
}

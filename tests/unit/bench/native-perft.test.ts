/**
 * The native yardstick of `npm run bench -- perft` (tests/bench/native/perft.c) counts what ../shared/perft.md
 * says, so the ratio it gives compares two programs that do the same work. Skipped without a C compiler.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../perft-fixtures';

const SOURCE = join(import.meta.dirname, '../../bench/native/perft.c');
const hasCc = spawnSync('cc', ['--version'], { stdio: 'ignore' }).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'plyyard-native-test-'));
const binary = join(dir, 'perft');
if (hasCc) execFileSync('cc', ['-O2', '-o', binary, SOURCE]);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!hasCc)('B1-B9 J1-J6 the native reference perft matches ../shared/perft.md', () => {
  for (const [game, text, depth, leaves] of FIXTURES) {
    it(`${game} perft(${depth}) of ${text} is ${leaves}`, () => {
      expect(Number(execFileSync(binary, [game, text, String(depth)], { encoding: 'utf8' }))).toBe(leaves);
    });
  }
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { START_POSITION, legalActions, makePosition } from '../../../src/engine/banqi';
import { Referee } from '../../../src/engine/banqi/referee-entry';
import { createRng } from '../../../src/engine/core/rng';
import { CLI_BUNDLE } from './run';

const ROOT = join(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'plyyard-pipe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `count` Banqi positions from seeded random games (start positions included, several plies each). */
function banqiPositions(count: number): string[] {
  const out: string[] = [];
  const rng = createRng(10);
  for (let game = 0; out.length < count; game++) {
    const referee = new Referee(START_POSITION, { type: 'seed', seed: game });
    for (let ply = 0; ply < 200 && out.length < count; ply++) {
      out.push(makePosition(referee.position));
      const actions = legalActions(referee.position);
      if (actions.length === 0) break;
      const played = referee.play(actions[rng.nextInt(actions.length)]!);
      if (!played.ok) throw new Error(played.error);
    }
  }
  return out;
}

describe('notation: batch output through a pipe', () => {
  it('pipes 10,000 positions through the real command into another process and loses no line', () => {
    const lines = banqiPositions(10_000);
    const input = join(dir, 'positions.txt');
    writeFileSync(input, `${lines.join('\n')}\n`);
    // The reader starts slowly, so the command finishes while the pipe still holds its output.
    const reader = `setTimeout(() => { let n = 0; process.stdin.on('data', (c) => { for (const b of c) if (b === 10) n++; }); process.stdin.on('end', () => console.log(n)); }, 300)`;
    const counted = execFileSync(
      'sh',
      ['-c', `node "$0" moves banqi - < "$1" | node -e "$2"`, CLI_BUNDLE, input, reader],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    expect(Number(counted.trim())).toBe(10_000);
  }, 90_000);
});

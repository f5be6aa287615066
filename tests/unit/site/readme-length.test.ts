/**
 * Docs a newcomer reads (issue 50): the top README under 150 lines, each folder README under 60. A README that
 * grows into a reference fails here; the detail belongs in the code's own comments.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const lines = (path: string): number => readFileSync(path, 'utf8').trimEnd().split('\n').length;
const folderReadmes = ['src', 'tests']
  .flatMap((top) => readdirSync(top, { withFileTypes: true }).map((d) => ({ top, d })))
  .filter(({ d }) => d.isDirectory())
  .map(({ top, d }) => join(top, d.name, 'README.md'))
  .filter((p) => existsSync(p));

describe('READMEs', () => {
  it('the top README is under 150 lines', () => {
    expect(lines('README.md')).toBeLessThan(150);
  });

  it('there are folder READMEs, and each is under 60 lines', () => {
    expect(folderReadmes).toEqual(expect.arrayContaining(['src/engine/README.md', 'tests/bench/README.md']));
    const long = folderReadmes.map((p) => ({ p, lines: lines(p) })).filter((r) => r.lines >= 60);
    expect(long).toEqual([]);
  });
});

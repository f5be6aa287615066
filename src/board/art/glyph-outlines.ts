/**
 * Build time only (Node): the outlines of the traditional characters, read from the Noto Serif TC
 * files of @fontsource/noto-serif-tc (SIL Open Font License 1.1, see public/licenses/) and turned
 * into SVG path data in a 100 x 100 box centred on 0,0. The site ships these paths in its piece
 * sprite, so no reader needs a Chinese font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { err, ok, type Result } from '../../engine/core/result';
import { compactPath } from './path-data';

const WEIGHT = 700;
/** Units of the sprite box per em. */
const BOX = 100;

export type GlyphError =
  { readonly kind: 'no-font-file'; readonly char: string } | { readonly kind: 'no-glyph'; readonly char: string };

const fontDir = (): string => dirname(createRequire(import.meta.url).resolve('@fontsource/noto-serif-tc/package.json'));

/** The unicode-range slices of the package's stylesheet: file name and code point ranges. */
function slices(dir: string): { file: string; ranges: [number, number][] }[] {
  const css = readFileSync(join(dir, `${WEIGHT}.css`), 'utf8');
  return [...css.matchAll(/url\(\.\/files\/([^)]+?\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map((m) => ({
    file: m[1] ?? '',
    ranges: (m[2] ?? '').split(',').map((part): [number, number] => {
      const [lo = '', hi] = part.trim().replace(/^U\+/i, '').split('-');
      const a = parseInt(lo, 16);
      return [a, hi === undefined ? a : parseInt(hi, 16)];
    }),
  }));
}

/** SVG path data of each character, centred in the box; an error names the first character that failed. */
export function glyphOutlines(chars: readonly string[]): Result<ReadonlyMap<string, string>, GlyphError> {
  const dir = fontDir();
  const table = slices(dir);
  const out = new Map<string, string>();
  for (const char of chars) {
    const cp = char.codePointAt(0) ?? 0;
    const slice = table.find((s) => s.ranges.some(([a, b]) => cp >= a && cp <= b));
    if (slice === undefined) return err({ kind: 'no-font-file', char });
    const font = fontkit.create(readFileSync(join(dir, 'files', slice.file)));
    if (!('glyphForCodePoint' in font)) return err({ kind: 'no-font-file', char });
    const glyph = font.glyphForCodePoint(cp);
    if (glyph.id === 0 || glyph.path.commands.length === 0) return err({ kind: 'no-glyph', char });
    const k = BOX / font.unitsPerEm;
    const box = glyph.path.bbox;
    const cx = (box.minX + box.maxX) / 2;
    const cy = (box.minY + box.maxY) / 2;
    out.set(
      char,
      compactPath(glyph.path.commands, (x, y) => [(x - cx) * k, (cy - y) * k]),
    );
  }
  return ok(out);
}

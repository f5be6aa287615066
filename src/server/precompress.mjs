/**
 * After the site and its search index are built: writes a brotli (`.br`) and a gzip (`.gz`) copy
 * beside every text file under dist/ (HTML, JS, CSS, JSON, SVG, XML, text, the web manifest,
 * WebAssembly and Pagefind's loader files), which the server sends to browsers that accept them
 * (src/server/static-site.ts). Pagefind's index fragments are compressed by Pagefind already and
 * are left as they are; a copy that would save less than a tenth is not written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.wasm']);
const MIN_BYTES = 1024;

/** Compresses every text file under `dist`; returns the files and bytes before and after (brotli). */
export function precompress(dist) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length * 0.9) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length * 0.9) writeFileSync(`${path}.gz`, gz);
    files++;
    before += raw.length;
    after += Math.min(br.length, raw.length);
  }
  return { files, before, after };
}

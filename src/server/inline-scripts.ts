/**
 * The hashes of the inline scripts in the built site, for the Content-Security-Policy: every
 * `<script>` without `src` whose type runs as a script (none, a JavaScript type or `module`), in
 * every HTML file under dist/. Read once when the server starts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNS = /^(|module|(text|application)\/(java|ecma)script)$/i;

/** The type attribute of a script tag's attributes text ('' when none). */
function typeOf(attributes: string): string {
  const m = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
}

/** `sha256-<base64>` of each distinct inline script in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attributes = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || !RUNS.test(typeOf(attributes))) continue;
    out.add(
      `sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...out];
}

/** Every distinct inline script hash of the HTML files under `dir`, sorted. */
export function siteScriptHashes(dir: string): string[] {
  const all = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.html'))
      for (const h of inlineScriptHashes(readFileSync(join(entry.parentPath, entry.name), 'utf8'))) all.add(h);
  return [...all].sort();
}

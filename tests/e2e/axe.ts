/** axe-core in the page: WCAG 2.1 A/AA violations, in the light and the dark scheme. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe's source, run by the test driver (not as a page script, so the site's Content-Security-Policy does not apply). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** WCAG 2.1 A/AA violations, light and dark, as readable lines. */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const lines: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const found = await page.evaluate(async (tags) => {
      type Axe = { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> };
      return (await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } }))
        .violations;
    }, TAGS);
    for (const v of found)
      lines.push(`${colorScheme} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  }
  return lines;
}

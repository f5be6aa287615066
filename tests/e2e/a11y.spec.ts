import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, sitemapPaths } from './support';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCHEMES = ['light', 'dark'] as const;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's WCAG 2.1 A/AA violations on the current page, once per colour scheme, as readable lines. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const lines: string[] = [];
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    const found = await page.evaluate(async (tags) => {
      type Axe = { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> };
      const result = await (window as unknown as { axe: Axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations;
    }, TAGS);
    for (const v of found) {
      lines.push(`${colorScheme} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
    }
  }
  return lines;
}

const pages = [...sitemapPaths(), ...LOCALES.map((lang) => `/${lang}/nope/`), '/nope/'];

for (const path of pages) {
  test(`axe finds nothing on ${path}, light and dark`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

test('axe finds nothing with the language menu open and search results shown', async ({ page }) => {
  await page.goto('/de/');
  await page.locator('.lang-switcher summary').click();
  await page.getByRole('searchbox').fill('Kanonenschirm');
  await expect(page.locator('.search-results > li > a')).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing on the chooser and a 404 as readers without scripts get them', async ({ page }) => {
  // The page's own scripts are stripped from the HTML (axe itself still needs script execution).
  await page.route(/\/(nope\/)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
    await route.fulfill({ response, body });
  });
  for (const path of ['/', '/fr/nope/']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.locator('h1:visible')).toHaveCount(path === '/' ? 1 : LOCALES.length);
    expect(await violations(page), path).toEqual([]);
  }
});

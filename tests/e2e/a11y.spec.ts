import { expect, test } from '@playwright/test';
import { violations } from './axe';
import { LOCALES, sitemapPaths } from './support';

const pages = [...sitemapPaths(), ...LOCALES.map((lang) => `/${lang}/nope/`), '/nope/'];

for (const path of pages) {
  test(`axe finds nothing on ${path}, light and dark`, async ({ page }) => {
    // A guide page has thousands of elements: axe over both schemes takes long, longer on a busy machine.
    test.setTimeout(120_000);
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

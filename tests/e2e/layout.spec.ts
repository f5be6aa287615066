import { expect, test } from '@playwright/test';
import { LOCALES, dictionary, sitemapPaths } from './support';

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // One test per locale (and the root page), each with time for its pages.
  for (const prefix of ['/', ...LOCALES.map((lang) => `/${lang}/`)]) {
    test(`no page under ${prefix} scrolls sideways`, async ({ page }) => {
      const paths = sitemapPaths().filter((path) => (prefix === '/' ? path === '/' : path.startsWith(prefix)));
      expect(paths.length).toBeGreaterThan(0);
      test.setTimeout(15_000 + paths.length * 5_000);
      for (const path of paths) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});

for (const lang of LOCALES) {
  test(`${lang}: the skip link is the first stop and moves focus to the main content`, async ({ page }) => {
    await page.goto(`/${lang}/banqi/`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: dictionary(lang)['site.skipLink'] });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
}

test('focus is visible', async ({ page }) => {
  await page.goto('/es/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth : '';
  });
  expect(outline).toBe('solid 3px');
});

test('the colour scheme follows the reader', async ({ browser }) => {
  const background = async (colorScheme: 'light' | 'dark'): Promise<string> => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/fr/');
    const value = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await context.close();
    return value;
  };
  expect(await background('light')).toBe('rgb(251, 248, 243)');
  expect(await background('dark')).toBe('rgb(20, 18, 15)');
});

import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '../../src/i18n/locales';
import { LOCALES, dictionary } from './support';

for (const lang of LOCALES) {
  test(`/${lang}/nope/ answers 404 in its language`, async ({ page }) => {
    const response = await page.goto(`/${lang}/nope/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang]);
    const visible = page.locator('h1:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveText(dictionary(lang)['notFound.title'] ?? '');
    await expect(page).toHaveTitle(`${dictionary(lang)['notFound.title']} · Ply Yard`);
    await expect(page.getByRole('link', { name: dictionary(lang)['notFound.home'] })).toHaveAttribute(
      'href',
      `/${lang}/`,
    );
  });
}

test('a 404 outside the locales (/xx/) shows one message, in the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const response = await page.goto('/xx/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1:visible')).toHaveText([dictionary('fr')['notFound.title'] ?? '']);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS.fr);
  await context.close();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a 404 shows every language', async ({ page }) => {
    await page.goto('/de/nope/');
    await expect(page.locator('h1:visible')).toHaveCount(LOCALES.length);
    for (const lang of LOCALES) {
      await expect(page.locator(`section[lang="${LOCALE_TAGS[lang]}"] h1`)).toHaveText(
        dictionary(lang)['notFound.title'] ?? '',
      );
    }
  });
});

test('an address without its trailing slash (/pt/banqi) reaches the page', async ({ page }) => {
  await page.goto('/pt/banqi?from=test');
  await expect(page).toHaveURL('/pt/banqi/?from=test');
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS.pt);
  await expect(page.locator('[data-exercise]').first()).toBeVisible();
});

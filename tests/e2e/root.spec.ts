import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '../../src/i18n/locales';
import { BASE_URL } from '../playwright.config';
import { LOCALES, dictionary } from './support';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, locale: 'fr-FR' });

  test('the root lists the four languages and does not redirect', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    for (const lang of LOCALES) {
      const link = page.getByRole('link', { name: dictionary(lang)['locale.name'] });
      await expect(link).toHaveAttribute('href', `/${lang}/`);
      await expect(link).toHaveAttribute('hreflang', LOCALE_TAGS[lang]);
    }
  });
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('is sent to /fr/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/fr/');
  });

  test('stays on the chooser with ?stay', async ({ page }) => {
    await page.goto('/?stay');
    await expect(page).toHaveURL('/?stay');
    await expect(page.locator('.chooser a')).toHaveCount(LOCALES.length);
  });

  test('stays on the chooser when it comes from a page of the site', async ({ page }) => {
    await page.goto('/', { referer: `${BASE_URL}/es/banqi/` });
    await expect(page).toHaveURL('/');
    await expect(page.locator('.chooser a')).toHaveCount(LOCALES.length);
  });

  test('returning after reading in German goes to German, and the switcher reaches the chooser', async ({ page }) => {
    await page.goto('/de/');
    await page.goto('/');
    await expect(page).toHaveURL('/de/');
    await page.locator('.lang-switcher summary').click();
    await page.getByRole('link', { name: dictionary('de')['switcher.all'] }).click();
    await expect(page).toHaveURL('/?stay');
    await expect(page.locator('.chooser a')).toHaveCount(LOCALES.length);
  });
});

test.describe('a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('with no saved choice sees the chooser', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('.chooser a')).toHaveCount(LOCALES.length);
  });
});

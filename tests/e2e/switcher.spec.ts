import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '../../src/i18n/locales';
import { ROUTE_IDS, localizedPath } from '../../src/i18n/routes';
import { LOCALES, dictionary } from './support';

test('the switcher goes to the same page in another language', async ({ page }) => {
  await page.goto('/pt/banqi/');
  const ptTitle = await page.locator('h1').textContent();
  await page.locator('.lang-switcher summary').click();
  await page.getByRole('link', { name: dictionary('de')['locale.name'] }).click();
  await expect(page).toHaveURL('/de/banqi/');
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS.de);
  await expect(page.locator('h1')).not.toHaveText(ptTitle ?? '');
  await expect(page.locator('.lang-switcher summary')).toContainText(dictionary('de')['locale.name'] ?? '');
});

test('the switcher works by keyboard', async ({ page }) => {
  await page.goto('/fr/dou-shou-qi/play/');
  await page.locator('.lang-switcher summary').focus();
  await page.keyboard.press('Enter');
  const es = page.getByRole('link', { name: dictionary('es')['locale.name'] });
  await expect(es).toBeVisible();
  await es.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/es/dou-shou-qi/play/');
});

test('the open menu closes on Escape (focus back on its button) and on a click outside', async ({ page }) => {
  await page.goto('/pt/');
  const menu = page.locator('details.lang-switcher');
  const es = page.getByRole('link', { name: dictionary('es')['locale.name'] });
  await page.locator('.lang-switcher summary').click();
  await expect(es).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(es).toBeHidden();
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(page.locator('.lang-switcher summary')).toBeFocused();
  await page.locator('.lang-switcher summary').click();
  await expect(es).toBeVisible();
  await page.locator('h1').click();
  await expect(es).toBeHidden();
  await page.locator('.lang-switcher summary').click();
  await es.hover();
  await expect(es).toBeVisible();
});

test('every page offers itself in every other language', async ({ page }) => {
  test.setTimeout(LOCALES.length * ROUTE_IDS.length * 4_000);
  for (const lang of LOCALES) {
    for (const id of ROUTE_IDS) {
      await page.goto(localizedPath(lang, id));
      const hrefs = await page
        .locator('.lang-switcher a[hreflang]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(hrefs, `${lang} ${id}`).toEqual(LOCALES.map((other) => localizedPath(other, id)));
      await expect(page.locator('.lang-switcher a[aria-current="true"]')).toHaveAttribute(
        'href',
        localizedPath(lang, id),
      );
    }
  }
});

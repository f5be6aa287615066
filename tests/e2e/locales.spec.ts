import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '../../src/i18n/locales';
import { ROUTE_IDS, absoluteUrl, alternates, localizedPath } from '../../src/i18n/routes';
import { LOCALES, dictionary } from './support';

for (const lang of LOCALES) {
  test(`${lang} home page renders in its language`, async ({ page }) => {
    const dict = dictionary(lang);
    await page.goto(`/${lang}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang]);
    await expect(page.locator('h1')).toHaveText(dict['home.title'] ?? '');
    await expect(page).toHaveTitle(`${dict['home.title']} · Ply Yard`);
    await expect(page.getByRole('navigation', { name: dict['nav.label'] })).toBeVisible();
    await expect(page.getByRole('link', { name: dict['game.banqi.rules'] })).toHaveAttribute('href', `/${lang}/banqi/`);
    await expect(page.getByRole('link', { name: dict['game.jungle.play'] })).toHaveAttribute(
      'href',
      `/${lang}/dou-shou-qi/play/`,
    );
    await expect(page.locator('footer a[href="mailto:contact@plyyard.com"]')).toHaveText('contact@plyyard.com');
  });

  test(`${lang} pages have their lang, canonical URL and hreflang alternates`, async ({ page }) => {
    test.setTimeout(ROUTE_IDS.length * 5_000);
    for (const id of ROUTE_IDS) {
      await page.goto(localizedPath(lang, id));
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(localizedPath(lang, id)));
      const links = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')]));
      const expected = alternates(id).map((alt) => [alt.hreflang, alt.href]);
      if (id === 'home') expected.push(['x-default', absoluteUrl('/')]);
      expect(links, `${lang} ${id}`).toEqual(expected);
    }
  });
}

import { expect, test, type Page } from '@playwright/test';
import { LOCALES, builtPages, dictionary, type Locale } from './support';

/** Per locale: a word that only one page of that locale contains, and that page. */
const UNIQUE: Record<Locale, { word: string; page: string }> = {
  pt: { word: 'glossário', page: '/pt/banqi/' },
  es: { word: 'glosario', page: '/es/banqi/' },
  fr: { word: 'glossaire', page: '/fr/banqi/' },
  de: { word: 'kanonenschirm', page: '/de/banqi/' },
};

/** Page chrome strings (header, footer) that must stay out of the index. */
const CHROME_KEYS = ['site.skipLink', 'search.placeholder', 'switcher.all', 'footer.note', 'footer.contactLabel'];

interface IndexedPage {
  url: string;
  content: string;
}

/** Every page of the index the current page's language uses, through Pagefind's own API. */
async function indexedPages(page: Page): Promise<IndexedPage[]> {
  return page.evaluate(async () => {
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(url)) as {
      init(): Promise<void>;
      search(q: null): Promise<{ results: { data(): Promise<IndexedPage> }[] }>;
    };
    await pagefind.init();
    const all = await pagefind.search(null);
    return Promise.all(
      all.results.map(async (r) => ({ url: (await r.data()).url, content: (await r.data()).content })),
    );
  });
}

const CANNON: Record<(typeof LOCALES)[number], string> = { pt: 'canhão', es: 'cañón', fr: 'canon', de: 'Kanone' };

async function searchFor(page: Page, query: string): Promise<string[]> {
  await page.getByRole('searchbox').fill(query);
  await expect(page.locator('.search-status')).not.toHaveText(/^$|…/);
  return page
    .locator('.search-results > li > a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

for (const lang of LOCALES) {
  const { word, page: target } = UNIQUE[lang];

  test(`${lang}: a search for a word one page contains finds that page`, async ({ page }) => {
    const onlyPage = builtPages(lang).filter((p) => p.body.includes(word));
    expect(onlyPage.map((p) => p.path)).toEqual([target]);

    await page.goto(`/${lang}/`);
    expect(await searchFor(page, word)).toEqual([target]);
    await expect(page.locator('.search-results mark').first()).toHaveText(new RegExp(word, 'i'));
    const count = dictionary(lang)['search.count']?.replace('{{query}}', word).replace('{{count}}', '1');
    await expect(page.locator('.search-status')).toHaveText(count ?? '');
  });

  test(`${lang}: a result lists the matching sections, each linked to its heading`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    // Every Banqi guide has a section on the cannon (B6): a search for the piece finds it.
    expect(await searchFor(page, CANNON[lang])).toContain(`/${lang}/banqi/`);
    const guide = page.locator('.search-results > li').filter({ has: page.locator(`> a[href="/${lang}/banqi/"]`) });
    const section = guide.locator('.search-sections a').first();
    await expect(section).toHaveAttribute('href', new RegExp(`^/${lang}/banqi/#.+`));
    const href = (await section.getAttribute('href')) ?? '';
    await section.click();
    await expect(page).toHaveURL(href);
    const anchor = decodeURIComponent(href.split('#')[1] ?? '');
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test(`${lang}: the index holds this language's pages without their chrome`, async ({ page }) => {
    await page.goto(`/${lang}/dou-shou-qi/`);
    const indexed = await indexedPages(page);
    expect(indexed.map((p) => p.url).sort()).toEqual(
      builtPages(lang)
        .map((p) => p.path)
        .sort(),
    );
    const chrome = CHROME_KEYS.map((key) => dictionary(lang)[key] ?? key);
    const outsideMain = await page.evaluate(() =>
      [...document.body.children]
        .filter((el) => el.tagName !== 'MAIN')
        .map((el) => [
          el.textContent,
          ...[...el.querySelectorAll('[placeholder]')].map((i) => i.getAttribute('placeholder')),
        ])
        .flat()
        .join('\n'),
    );
    for (const text of chrome) expect(outsideMain, text).toContain(text);
    for (const p of indexed) for (const text of chrome) expect(p.content, `${p.url}: ${text}`).not.toContain(text);
  });

  test(`${lang}: a search never returns another language's pages`, async ({ page }) => {
    await page.goto(`/${lang}/banqi/`);
    for (const other of LOCALES.filter((l) => l !== lang)) {
      const found = await searchFor(page, UNIQUE[other].word);
      expect(found, UNIQUE[other].word).not.toContain(UNIQUE[other].page);
      for (const href of found) expect(href.startsWith(`/${lang}/`), href).toBe(true);
    }
  });
}

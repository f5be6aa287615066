/**
 * Issue 46: no dictionary key ever shows as text. Every guide page and every Learn stage page, in every locale,
 * has each of its islands hydrated and each of its boards live (as a reader scrolling through would), and then
 * no visible text looks like a dotted key ('lesson.ui.turn.null'). One page per test. Build first.
 */
import { expect, test, type Page } from '@playwright/test';
import { localizedPath, routesOfKind } from '../../src/i18n/routes';
import { LOCALES } from './support';

/** A dotted key: a lower-case namespace and two or more further parts. The site's visible text has no URL or file name. */
const DOTTED_KEY = /\b[a-z]+(?:\.[a-zA-Z0-9-]+){2,}\b/g;

/** What still waits: an island not yet hydrated, a part of one hydrated a task later, a board drawn as a preview. */
const WAITING = 'astro-island[ssr], [data-hydrating], .pyb-stage--preview';

/**
 * Brings the page's islands and boards live as a reader scrolling through would: the first thing still waiting is
 * scrolled to the middle of the window until it is live (boards near it go live with it), then the next. A course
 * stage's first task hydrates when the reader reaches for it (client:intent): it gets the focus first.
 */
async function bringAllLive(page: Page): Promise<void> {
  const intent = page.locator('astro-island[client="intent"][ssr] [data-square]').first();
  if ((await intent.count()) > 0) await intent.focus();
  const left = await page.evaluate(async (selector) => {
    const pause = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
    const live = (el: Element): boolean =>
      !el.isConnected ||
      (!el.hasAttribute('ssr') && !el.hasAttribute('data-hydrating') && !el.classList.contains('pyb-stage--preview'));
    for (let round = 0; round < 500; round++) {
      const next = document.querySelector(selector);
      if (next === null) return '';
      // astro-island is display: contents; its first child has the box.
      (next.tagName === 'ASTRO-ISLAND' ? (next.firstElementChild ?? next) : next).scrollIntoView({ block: 'center' });
      for (let waited = 0; !live(next); waited += 50) {
        if (waited > 20_000) return next.outerHTML.slice(0, 200);
        await pause(50);
      }
    }
    return 'too many rounds';
  }, WAITING);
  expect(left, 'still waiting').toBe('');
}

const pages = LOCALES.flatMap((lang) => [
  ...routesOfKind('guide').map(({ id }) => localizedPath(lang, id)),
  ...routesOfKind('learn-stage').map(({ id }) => localizedPath(lang, id)),
]);

for (const path of pages) {
  test(`no dotted key shows on ${path} once its boards are live`, async ({ page }) => {
    // A guide's thirty boards go live one after another; a shared 2-core machine needs more than 30 s.
    test.setTimeout(120_000);
    await page.goto(path);
    await bringAllLive(page);
    const keys = [...(await page.locator('body').innerText()).matchAll(DOTTED_KEY)].map((m) => m[0]);
    expect(keys).toEqual([]);
  });
}

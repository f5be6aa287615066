/** Brings a guide or course page live as a reader scrolling through it would (no-raw-keys, guide-height). */
import { expect, type Page } from '@playwright/test';

/** What still waits: an island not yet hydrated, a part of one hydrated a task later, a board drawn as a preview. */
const WAITING = 'astro-island[ssr], [data-hydrating], .pyb-stage--preview';

/**
 * Brings the page's islands and boards live as a reader scrolling through would: the first thing still waiting is
 * scrolled to the middle of the window until it is live (boards near it go live with it), then the next. A course
 * stage's first task hydrates when the reader reaches for it (client:intent): it gets the focus first. A closed
 * disclosure (a guide's FAQ answer) is opened as a reader would, by its summary, so its boards can go live.
 */
export async function bringAllLive(page: Page): Promise<void> {
  for (const closed = page.locator('main details:not([open]):has(astro-island) > summary'); (await closed.count()) > 0;)
    await closed.first().click();
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

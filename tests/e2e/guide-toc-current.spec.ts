/**
 * Issue 46, the contents of a guide: scrolled to the middle of the guide, the entry of the section in view is
 * marked (aria-current, and visibly), kept in view inside the contents' own scrolling list, which fades at an
 * edge where more entries lie; every entry can be reached, on a desktop (1280 x 800) and on a phone (375 x 740,
 * where the contents are a menu that stays at the top of the window). Build first.
 */
import { expect, test, type Page } from '@playwright/test';
import { localizedPath, routesOfKind } from '../../src/i18n/routes';

const toc = (page: Page) => page.locator('nav[data-toc]');
const list = (page: Page) => toc(page).locator('.guide-toc-list');
const current = (page: Page) => toc(page).locator('a[aria-current="true"]');

async function openAtMiddle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island:has(> nav[data-toc])')).not.toHaveAttribute('ssr');
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
}

/**
 * The section in view: the last one whose heading has passed the reading line, 30% of the window's height from its
 * top (the line a reader's eyes rest on; GuideToc.tsx's READING_LINE), or at the very end of the page the last
 * heading on screen.
 */
async function sectionInView(page: Page): Promise<string> {
  return page.evaluate(() => {
    const slugs = [...document.querySelectorAll<HTMLElement>('[data-toc-entry]')].map((li) => li.dataset.tocEntry!);
    const tops = slugs.map((s) => document.getElementById(s)!.getBoundingClientRect().top);
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    const line = atEnd ? window.innerHeight : window.innerHeight * 0.3;
    const passed = tops.filter((top) => top <= line).length;
    return passed === 0 ? '' : `#${slugs[passed - 1]}`;
  });
}

/** Entries that cannot be brought into the window by scrolling the contents alone (the page stays where it is). */
async function unreachable(page: Page): Promise<string[]> {
  return list(page).evaluate((el) => {
    const y = window.scrollY;
    const out: string[] = [];
    for (const li of el.querySelectorAll<HTMLElement>('[data-toc-entry]')) {
      el.scrollTop = li.offsetTop - el.clientHeight / 2;
      const box = li.querySelector('a')!.getBoundingClientRect();
      const frame = el.getBoundingClientRect();
      const inside =
        box.top >= Math.max(0, frame.top) - 1 && box.bottom <= Math.min(window.innerHeight, frame.bottom) + 1;
      if (!inside || window.scrollY !== y) out.push(li.dataset.tocEntry ?? '');
    }
    return out;
  });
}

/** The current entry lies inside the list's visible part and inside the window. */
async function currentInView(page: Page): Promise<boolean> {
  return current(page).evaluate((a) => {
    const box = a.getBoundingClientRect();
    const frame = a.closest('.guide-toc-list')!.getBoundingClientRect();
    return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1 && box.bottom <= window.innerHeight;
  });
}

for (const { id } of routesOfKind('guide')) {
  for (const lang of ['pt', 'de'] as const) {
    const path = localizedPath(lang, id);

    test(`${path} desktop: the section in view is marked and kept in view in the contents, and every entry is reachable`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openAtMiddle(page, path);
      await expect(current(page)).toHaveCount(1);
      await expect
        .poll(async () => (await current(page).getAttribute('href')) === (await sectionInView(page)))
        .toBe(true);
      // Marked visibly too: bold, with the accent bar beside it.
      const style = await current(page).evaluate((a) => ({
        weight: getComputedStyle(a).fontWeight,
        bar: getComputedStyle(a.parentElement!).borderInlineStartColor,
      }));
      expect(style.weight).toBe('700');
      expect(style.bar).not.toBe('rgba(0, 0, 0, 0)');
      expect(await currentInView(page)).toBe(true);
      // Further down, the current entry is one the list had to scroll to: it is kept in view all the same.
      await page.evaluate(() =>
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.85),
      );
      await expect
        .poll(async () => (await current(page).getAttribute('href')) === (await sectionInView(page)))
        .toBe(true);
      await expect.poll(() => currentInView(page)).toBe(true);
      // The contents lie inside the window; where they scroll on their own, a fade says more lies that way.
      const box = await list(page).boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
      const scrolls = await list(page).evaluate((el) => el.scrollHeight > el.clientHeight);
      if (scrolls) {
        await list(page).evaluate((el) => (el.scrollTop = 0));
        await expect(list(page)).toHaveAttribute('data-more-below', 'true');
        await expect(list(page)).toHaveAttribute('data-more-above', 'false');
        expect(await list(page).evaluate((el) => getComputedStyle(el).maskImage)).not.toBe('none');
        await list(page).evaluate((el) => (el.scrollTop = el.scrollHeight));
        await expect(list(page)).toHaveAttribute('data-more-above', 'true');
        await expect(list(page)).toHaveAttribute('data-more-below', 'false');
      }
      expect(await unreachable(page)).toEqual([]);
    });

    test(`${path} phone: the contents stay reachable at the top, name the section in view and show its entry`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openAtMiddle(page, path);
      const summary = toc(page).locator('summary');
      await expect(summary).toBeInViewport();
      await expect
        .poll(async () => (await current(page).getAttribute('href')) === (await sectionInView(page)))
        .toBe(true);
      await expect(toc(page).locator('[data-toc-now]')).toHaveText((await current(page).textContent()) ?? '');
      await summary.click();
      await expect(toc(page).locator('details')).toHaveAttribute('open', '');
      await expect.poll(() => currentInView(page)).toBe(true);
      expect(await unreachable(page)).toEqual([]);
    });
  }
}

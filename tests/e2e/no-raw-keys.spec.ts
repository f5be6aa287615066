/**
 * Issue 46: no dictionary key ever shows as text. Every guide page and every Learn stage page, in every locale,
 * has each of its islands hydrated and each of its boards live (as a reader scrolling through would), and then
 * no visible text looks like a dotted key ('lesson.ui.turn.null'). One page per test. Build first.
 */
import { expect, test } from '@playwright/test';
import { localizedPath, routesOfKind } from '../../src/i18n/routes';
import { bringAllLive } from './bring-live';
import { LOCALES } from './support';

/** A dotted key: a lower-case namespace and two or more further parts. The site's visible text has no URL or file name. */
const DOTTED_KEY = /\b[a-z]+(?:\.[a-zA-Z0-9-]+){2,}\b/g;

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

/**
 * Issue 14 in the browser, in every locale: the table of contents with each section's solved
 * state, solved exercises remembered across reloads and locales, the checklists of the sandboxes,
 * the identity counter's refusal of bad counts, and the contents as a menu on phones.
 * Build first (`npm run build`).
 */
import { expect, test, type Page } from '@playwright/test';
import { answerButton, cell, exercise, feedback, holdModules, text, tryMove } from './lesson-page';
import { LOCALES } from './support';

const toc = (page: Page) => page.locator('nav[data-toc]');

/** The table-of-contents entry of the heading of a section (anchors differ per locale). */
async function tocEntry(page: Page, section: string) {
  const id = await page.locator(`[data-section="${section}"] h2`).first().getAttribute('id');
  return toc(page).locator(`li:has(> a[href="#${id}"]) .guide-toc-state`);
}

for (const lang of LOCALES) {
  test.describe(`${lang}: Banqi guide contents and goals`, () => {
    // Each test loads the long guide page two or three times; a shared 2-core machine needs more than 30 s.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await page.goto(`/${lang}/banqi/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(toc(page).locator('astro-island, details').first()).toBeVisible();
    });

    test('the contents list the sections and count each one’s solved exercises, remembered everywhere', async ({
      page,
    }) => {
      await expect(toc(page)).toHaveAttribute('aria-label', text(lang, 'guide.toc.title'));
      const drill = await tocEntry(page, 'drill-cannon');
      await expect(drill).toHaveAttribute('data-total', '6');
      await expect(drill).toHaveAttribute('data-done', '0');
      await expect(await tocEntry(page, 'drill-count')).toHaveAttribute('data-total', '3');

      const ex = await exercise(page, 'cannon-zero');
      await answerButton(ex, 'no').click();
      await expect(ex).toHaveAttribute('data-solved', 'true');
      await expect(drill).toHaveAttribute('data-done', '1');
      await expect(drill).toHaveAttribute('data-state', 'partial');

      await page.reload();
      await expect(await tocEntry(page, 'drill-cannon')).toHaveAttribute('data-done', '1');
      const again = await exercise(page, 'cannon-zero');
      await expect(again.locator('.exercise-note--done')).toHaveText(text(lang, 'lesson.ui.solvedBefore'));

      const other = LOCALES.find((l) => l !== lang)!;
      await page.goto(`/${other}/banqi/`);
      await expect(await tocEntry(page, 'drill-cannon')).toHaveAttribute('data-done', '1');
      const there = await exercise(page, 'cannon-zero');
      await expect(there.locator('.exercise-note--done')).toHaveText(text(other, 'lesson.ui.solvedBefore'));
    });

    test('B4 B5 B6 illegal-sandbox: each refusal ticks its goal; all of them solve the board', async ({ page }) => {
      const ex = await exercise(page, 'illegal-sandbox');
      const goal = (g: string) => ex.locator(`[data-goal="${g}"]`);
      await expect(ex.locator('[data-goals] li')).toHaveCount(7);
      await expect(goal('diagonal')).toHaveAttribute('data-state', 'todo');
      await expect(goal('diagonal')).toContainText(text(lang, 'lesson.banqi.goal.diagonal'));
      await tryMove(ex, 'd2', 'c3');
      await expect(goal('diagonal')).toHaveAttribute('data-state', 'done');
      await expect(goal('not-adjacent')).toHaveAttribute('data-state', 'todo');
      await expect(ex).toHaveAttribute('data-solved', 'false');
      const attempts: [string, string, string][] = [
        ['d2', 'b2', 'not-adjacent'],
        ['e1', 'f1', 'target-face-down'],
        ['d2', 'd3', 'general-cannot-take-soldier'],
        ['c4', 'd4', 'rank-too-low'],
        ['a1', 'd1', 'cannon-needs-one-screen'],
        ['d4', 'e4', 'not-your-piece'],
      ];
      for (const [from, to, g] of attempts) {
        await tryMove(ex, from, to);
        await expect(goal(g)).toHaveAttribute('data-state', 'done');
      }
      await expect(ex).toHaveAttribute('data-solved', 'true');
      await expect(feedback(ex)).toHaveText(
        `${text(lang, 'lesson.ui.verdict.correct')} ${text(lang, 'lesson.ui.goals.done')}`,
      );
    });

    test('B3 turn-sandbox: a move, a reveal and a refused enemy piece tick the checklist', async ({ page }) => {
      const ex = await exercise(page, 'turn-sandbox');
      await tryMove(ex, 'e2', 'e1');
      await expect(ex.locator('[data-goal="not-your-piece"]')).toHaveAttribute('data-state', 'done');
      await tryMove(ex, 'c3', 'd3');
      await expect(ex.locator('[data-goal="move"]')).toHaveAttribute('data-state', 'done');
      await expect(ex).toHaveAttribute('data-solved', 'false');
      await cell(ex, 'a4').click();
      await expect(ex.locator('[data-goal="reveal"]')).toHaveAttribute('data-state', 'done');
      await expect(ex).toHaveAttribute('data-solved', 'true');
      // The links follow the board as it is now.
      const href = await ex.locator('.exercise-play').getAttribute('href');
      const now = new URL(href ?? '', 'https://x.test').searchParams.get('position') ?? '';
      expect(now).not.toBe('X1X2hX1/2R3X1/X3s2X/1C4X1 r G1A1S1a1e1c1s1 4 9');
      expect(now.split(' ')[0]).toMatch(/^[^/]*\/3R/);
    });

    test('B9 the identity counter refuses a negative or fractional count with a message', async ({ page }) => {
      const ex = await exercise(page, 'count-early');
      const first = ex.locator('input[data-identity="G"]');
      for (const bad of ['-1', '1.5']) {
        await first.fill(bad);
        await ex.locator('form button[type="submit"]').click();
        await expect(feedback(ex)).toHaveAttribute('data-verdict', 'invalid');
        await expect(feedback(ex)).toContainText(bad);
      }
      await expect(ex).toHaveAttribute('data-solved', 'false');
    });
  });
}

test('on a phone the contents are a menu that closes after a choice (pt)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/pt/banqi/');
  const details = toc(page).locator('details');
  await expect(details).not.toHaveAttribute('open', '');
  await toc(page).locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  await toc(page).locator('.guide-toc-list a').nth(2).click();
  await expect(details).not.toHaveAttribute('open', '');
});

test('on a phone a tap on the closed contents before their island is ready opens them, and they stay open (de)', async ({
  page,
}) => {
  const release = await holdModules(page, '**/_astro/GuideToc.*.js');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/de/banqi/');
  const island = page.locator('astro-island:has(> nav[data-toc])');
  const details = toc(page).locator('details');
  await expect(island).toHaveAttribute('ssr', '');
  await expect(details).not.toHaveAttribute('open', '');
  await toc(page).locator('summary').click();
  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(details).toHaveAttribute('open', '');
  // Whatever the island does once live (its effects run after a paint), the reader's choice stands.
  await page.waitForTimeout(500);
  await expect(details).toHaveAttribute('open', '');
});

for (const lang of LOCALES) {
  test(`${lang}: the example game steps forward and back on one board, with each comment`, async ({ page }) => {
    await page.goto(`/${lang}/banqi/`);
    const game = page.locator('[data-example-game="banqi"]');
    await game.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island:has(> [data-example-game])')).not.toHaveAttribute('ssr');
    await expect(game).toHaveAttribute('data-step', '0');
    await expect(game.locator('[data-square="c2"]')).toHaveAttribute('data-piece', 'X');
    await game.locator('[data-action="example-next"]').click();
    await expect(game.locator('[data-square="c2"]')).toHaveAttribute('data-piece', 'S');
    await expect(game.locator('.example-game-comment')).toContainText(text(lang, 'lesson.banqi.example.1'));
    for (let i = 0; i < 4; i++) await game.locator('[data-action="example-next"]').click();
    await expect(game).toHaveAttribute('data-step', '5');
    await expect(game.locator('[data-square="c3"]')).toHaveAttribute('data-piece', 'C');
    await expect(game.locator('[data-square="a3"]')).toHaveAttribute('data-piece', '');
    await expect(game.locator('.example-game-comment')).toContainText(text(lang, 'lesson.banqi.example.5'));
    // "Edit this position" takes the position the example shows now.
    const shown = await game.locator('.pyb').getAttribute('data-position');
    const edit = page.locator('[data-action="edit-position"][data-board-scope="[data-example-game]"]');
    await edit.focus();
    await expect(edit).toHaveAttribute('href', `/${lang}/banqi/editor/?position=${encodeURIComponent(shown!)}`);
    await game.locator('[data-action="example-prev"]').click();
    await expect(game.locator('[data-square="c3"]')).toHaveAttribute('data-piece', 'a');
    await game.locator('[data-action="example-first"]').click();
    await expect(game).toHaveAttribute('data-step', '0');
  });
}

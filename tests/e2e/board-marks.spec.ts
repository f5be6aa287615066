/**
 * Issue 46, drawings that explain: a lesson's rings and arrows are painted under the pieces (no arrow hides a rank
 * number or a cannon's screen) and go once the position changes; what a ring means is said once per page, next to
 * the first board that draws one, and in the guide's piece chart. Build first.
 */
import { expect, test } from '@playwright/test';
import { exercise, text, tryMove } from './lesson-page';
import { LOCALES } from './support';

test('pt: the analysis board’s arrow and ring lie under the pieces, and go once the move is played', async ({
  page,
}) => {
  await page.goto('/pt/banqi/');
  const ex = await exercise(page, 'analysis-face-down-screen');
  await expect(ex.locator('[data-square="c1"]')).toBeAttached(); // the live board, not its preview
  const marks = ex.locator('.pyb-mark-arrow, .pyb-mark-circle');
  await expect(marks).toHaveCount(2);
  const layers = await ex.locator('svg.pyb-art').evaluate((svg) => {
    const under = svg.querySelector('.pyb-marks--under');
    const pieces = svg.querySelector('.pyb-pieces');
    const painted = [...svg.querySelectorAll('.pyb-mark-arrow, .pyb-mark-circle')];
    return {
      // SVG paints in document order: what comes first lies below.
      underBeforePieces:
        under !== null &&
        pieces !== null &&
        (under.compareDocumentPosition(pieces) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      allUnder: painted.every((m) => under?.contains(m) === true),
    };
  });
  expect(layers).toEqual({ underBeforePieces: true, allUnder: true });
  await tryMove(ex, 'c1', 'c4');
  await expect(ex).toHaveAttribute('data-solved', 'true');
  await expect(ex.locator('.pyb[data-position]')).not.toHaveAttribute('data-position', /^X1a2X2\/2X3h1\/S7\/2C4X /);
  await expect(marks).toHaveCount(0);
  // Restart shows the start again, with its marks.
  await ex.locator('[data-action="retry"]').click();
  await expect(marks).toHaveCount(2);
});

for (const lang of LOCALES) {
  test(`${lang}: what a ring means is said once, by the guide’s first ringed board, and in its piece chart`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/banqi/`);
    const notes = page.locator('[data-ring-note]');
    await expect(notes).toHaveCount(1);
    await expect(page.locator('#ex-colours-first-reveal [data-ring-note]')).toHaveText(
      text(lang, 'lesson.ui.ringNote'),
    );
    const chart = page.locator('[data-legend="banqi"] [data-legend-mark="ring"]');
    await expect(chart).toContainText(text(lang, 'legend.marks.ring'));
    await expect(chart).toContainText(text(lang, 'legend.marks.ring.text'));
    // The Jungle guide's boards draw no ring: nothing to explain there.
    await page.goto(`/${lang}/dou-shou-qi/`);
    await expect(page.locator('[data-ring-note], [data-legend-mark]')).toHaveCount(0);
  });
}

test('de: a Learn stage says what a ring means at its first ringed task only', async ({ page }) => {
  await page.goto('/de/learn/banqi/1/');
  await expect(page.locator('[data-ring-note]')).toHaveCount(1);
  await expect(page.locator('[data-task="colours-first-reveal"] [data-ring-note]')).toHaveText(
    text('de', 'lesson.ui.ringNote'),
  );
});

/** No lost taps (src/i18n/inline-scripts.ts pendingInputScript): what a reader does before an island is ready is applied. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdModules, legalityMove, yesFirstStage } from './lesson-page';

/** Holds the exercise islands' code until the returned function is called: boards stay server HTML until then. */
const holdExercises = (page: Page): Promise<() => void> => holdModules(page, '**/_astro/*Exercise.*.js');

/** Taps a Banqi preview (8 files, 4 ranks, rank 1 at the bottom) at the middle of a square's drawing. */
async function tapSquare(ex: Locator, square: string): Promise<void> {
  const grid = ex.locator('[data-preview]');
  const box = await grid.boundingBox();
  if (box === null) throw new Error('no board preview');
  const file = square.charCodeAt(0) - 'a'.charCodeAt(0);
  const rank = Number(square.slice(1));
  await grid.click({ position: { x: ((file + 0.5) / 8) * box.width, y: ((4 - rank + 0.5) / 4) * box.height } });
}

/**
 * Taps an upright Banqi preview (a narrow screen: the drawing turned a quarter clockwise, so file a is
 * the top row and rank 1 the left column) at the middle of a square's drawing.
 */
async function tapUprightSquare(ex: Locator, square: string): Promise<void> {
  const grid = ex.locator('[data-preview]');
  const box = await grid.boundingBox();
  if (box === null) throw new Error('no board preview');
  expect(box.height).toBeGreaterThan(box.width);
  const file = square.charCodeAt(0) - 'a'.charCodeAt(0);
  const rank = Number(square.slice(1));
  await grid.click({ position: { x: ((rank - 1 + 0.5) / 4) * box.width, y: ((file + 0.5) / 8) * box.height } });
}

test('taps on a guide board before its island is ready are applied once it is, in order (pt)', async ({ page }) => {
  const release = await holdExercises(page);
  await page.goto('/pt/banqi/');
  const ex = page.locator('#ex-analysis-face-down-screen');
  const island = page.locator('astro-island:has(> #ex-analysis-face-down-screen)');
  await ex.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('ssr', '');
  // Before its island is ready a board is a preview without squares: tap where c1, then c4, are drawn.
  await expect(ex.locator('[data-square]')).toHaveCount(0);
  await tapSquare(ex, 'c1');
  await tapSquare(ex, 'c4');
  await expect(island).toHaveAttribute('data-pending-input', '');
  await expect(ex).toHaveAttribute('data-solved', 'false');
  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(ex.locator('.exercise-feedback')).toHaveAttribute('data-verdict', 'success');
  await expect(ex).toHaveAttribute('data-solved', 'true');
  await expect(ex.locator('[data-square="c4"]')).toHaveAttribute('data-piece', 'C');
});

test('a button pressed before its island is ready is pressed once it is (fr)', async ({ page }) => {
  const release = await holdExercises(page);
  await page.goto('/fr/banqi/');
  const ex = page.locator('#ex-analysis-face-down-screen');
  await ex.scrollIntoViewIfNeeded();
  const answer = ex.locator('button[aria-controls="ex-analysis-face-down-screen-answer"]');
  await answer.click();
  await expect(ex.locator('.exercise-answer')).toBeHidden();
  release();
  await expect(ex.locator('.exercise-answer')).toBeVisible();
  await expect(answer).toHaveAttribute('aria-expanded', 'true');
});

for (const [key, lang] of [
  ['Enter', 'pt'],
  [' ', 'de'],
] as const) {
  test(`a button pressed by key (${JSON.stringify(key)}) before its island is ready is pressed once it is (${lang})`, async ({
    page,
  }) => {
    const release = await holdExercises(page);
    await page.goto(`/${lang}/banqi/`);
    const ex = page.locator('#ex-analysis-face-down-screen');
    await ex.scrollIntoViewIfNeeded();
    const answer = ex.locator('button[aria-controls="ex-analysis-face-down-screen-answer"]');
    await answer.focus();
    await page.keyboard.press(key);
    await expect(ex.locator('.exercise-answer')).toBeHidden();
    release();
    await expect(ex.locator('.exercise-answer')).toBeVisible();
    await expect(answer).toHaveAttribute('aria-expanded', 'true');
  });
}

test('keys pressed on a board before its island is ready reach its squares once it is (de)', async ({ page }) => {
  const release = await holdExercises(page);
  await page.goto('/de/dou-shou-qi/');
  const ex = page.locator('#ex-board-start');
  const island = page.locator('astro-island:has(> #ex-board-start)');
  await ex.scrollIntoViewIfNeeded();
  await ex.locator('[data-preview]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(island).toHaveAttribute('data-pending-input', '');
  release();
  await expect(island).not.toHaveAttribute('ssr');
  // The cursor starts on the first square of the top row (a9) and moved two files to the right.
  await expect(ex.locator('[data-square][tabindex="0"]')).toHaveAttribute('data-square', 'c9');
  await expect(ex.locator('[data-square="c9"]')).toBeFocused();
});

/**
 * The fr Jungle play page with its island's code held back (its board is server HTML with its squares, and
 * nothing moves the focus yet), and keys pressed on it: from the Tab stop a9 six down to a3 (the red elephant),
 * Enter to select it, then one up to a4. `release` lets the island's code load.
 */
async function elephantKeysBeforeLive(page: Page): Promise<{ island: Locator; release: () => void }> {
  const release = await holdModules(page, '**/_astro/PlayJungle.*.js');
  await page.goto('/fr/dou-shou-qi/play/');
  const island = page.locator('astro-island:has(.play)');
  await expect(island).toHaveAttribute('ssr', '');
  await page.locator('.play [data-square][tabindex="0"]').focus();
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter', 'ArrowUp'])
    await page.keyboard.press(key);
  return { island, release };
}

test('keys pressed on a play board drawn by the server reach the square each previous key left focused (fr)', async ({
  page,
}) => {
  const { island, release } = await elephantKeysBeforeLive(page);
  await expect(island).toHaveAttribute('data-pending-input', '');
  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(page.locator('.play [data-square="a4"]')).toBeFocused();
  // The elephant's destinations are drawn: it was the square selected.
  await expect
    .poll(() =>
      page.locator('.play [data-target]').evaluateAll((els) => els.map((el) => el.getAttribute('data-square'))),
    )
    .toEqual(expect.arrayContaining(['a2', 'a4', 'b3']));
  await expect(page.locator('.play [data-target]')).toHaveCount(3);
});

test('a move made by keys on a play board before the page is ready is played once it is (fr)', async ({ page }) => {
  const { release } = await elephantKeysBeforeLive(page);
  // Enter on a4 moves the elephant there.
  await page.keyboard.press('Enter');
  release();
  await expect(page.locator('.play [data-move-list] [data-ply="a3a4"]')).toHaveCount(1);
  await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
});

test.describe('on a 320 px phone, where Banqi boards stand upright', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('taps on an upright preview reach the squares drawn there (es)', async ({ page }) => {
    const release = await holdExercises(page);
    await page.goto('/es/banqi/');
    const ex = page.locator('#ex-analysis-face-down-screen');
    const island = page.locator('astro-island:has(> #ex-analysis-face-down-screen)');
    await ex.scrollIntoViewIfNeeded();
    await expect(ex.locator('[data-square]')).toHaveCount(0);
    const preview = await ex.locator('[data-preview]').boundingBox();
    await tapUprightSquare(ex, 'c1');
    await tapUprightSquare(ex, 'c4');
    release();
    await expect(island).not.toHaveAttribute('ssr');
    // The live board stands where its preview stood (no jump), and the taps moved the cannon.
    const live = await ex.locator('[role=grid]').boundingBox();
    expect(live?.width).toBeCloseTo(preview?.width ?? 0, 0);
    expect(live?.height).toBeCloseTo(preview?.height ?? 0, 0);
    await expect(ex.locator('.exercise-feedback')).toHaveAttribute('data-verdict', 'success');
    await expect(ex.locator('[data-square="c4"]')).toHaveAttribute('data-piece', 'C');
  });
});

test('a tap in the moment between an island going live and its kept taps replaying comes after them (es)', async ({
  page,
}) => {
  const stage = yesFirstStage();
  const first = stage.tasks[0]!;
  const move = legalityMove(first);
  const [from, to] = [move.slice(0, 2), move.slice(2, 4)];
  const release = await holdModules(page, '**/_astro/CourseTask.*.js');
  // The second tap surely lands in that moment: the page sends it as the task's board goes live (a task after
  // the rest of its island, src/hydration/Later.tsx), before the kept tap is replayed.
  await page.addInitScript(
    ([id, square]) => {
      const observer = new MutationObserver(() => {
        const task = document.querySelector(`[data-task="${id}"]`);
        if (task === null || task.closest('astro-island[ssr]') || task.querySelector('[data-hydrating]')) return;
        observer.disconnect();
        const el = task.querySelector(`[data-square="${square}"]`);
        const o = { bubbles: true, cancelable: true, button: 0, pointerId: 1, isPrimary: true };
        el?.dispatchEvent(new PointerEvent('pointerdown', o));
        el?.dispatchEvent(new PointerEvent('pointerup', o));
        el?.dispatchEvent(new MouseEvent('click', o));
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrating', 'ssr'] });
    },
    [first, to],
  );
  await page.goto(`/es/learn/jungle/${stage.n}/`);
  const task = page.locator(`[data-task="${first}"]`);
  await task.locator(`[data-square="${from}"]`).click();
  await expect(page.locator(`astro-island:has(> [data-task="${first}"])`)).toHaveAttribute('data-pending-input', '');
  release();
  await expect(task).toHaveAttribute('data-state', 'solved');
});

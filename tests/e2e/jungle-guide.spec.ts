/**
 * The Jungle rules guide in the browser, in every locale (issue 12): refusals translated from the
 * engine's reason, the rat-elephant set, a play-it-out exercise solved by playing against the AI
 * defence, the links of every exercise, and axe on the exercises once in use. Build first.
 */
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { JUNGLE_EXERCISES } from '../../src/lessons/jungle/exercises';
import { JUNGLE_RULES_VERSION } from '../../src/lessons/jungle/version';
import { answerButton, cell, exercise, feedback, text, tryMove } from './lesson-page';
import { LOCALES } from './support';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

function data(id: string): (typeof JUNGLE_EXERCISES)[number] {
  const ex = JUNGLE_EXERCISES.find((e) => e.id === id);
  if (ex === undefined) throw new Error(`no exercise ${id}`);
  return ex;
}

/** Plays the stored line of a play-it-out exercise, waiting for the defence's reply after each move. */
async function playOut(ex: Locator, line: readonly string[]): Promise<void> {
  for (const [i, move] of line.entries()) {
    await tryMove(ex, move.slice(0, 2), move.slice(2, 4));
    await expect(ex.locator('[data-playout-used]')).toHaveAttribute('data-playout-used', String(i + 1));
    if (i < line.length - 1)
      await expect(feedback(ex)).toHaveAttribute('data-verdict', 'playout-reply', { timeout: 15_000 });
  }
}

for (const lang of LOCALES) {
  test.describe(`${lang}: Jungle guide exercises`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/${lang}/dou-shou-qi/`);
    });

    test('J5 the jump blocked by a rat: a right "no" is a success that names the translated reason, and the criterion shows', async ({
      page,
    }) => {
      const ex = await exercise(page, 'jump-enemy-rat');
      await expect(ex.locator('.exercise-criterion')).toHaveCount(0);
      await answerButton(ex, 'no').click();
      await expect(feedback(ex)).toHaveAttribute('data-verdict', 'refused');
      await expect(feedback(ex)).toHaveAttribute('data-outcome', 'solved');
      await expect(feedback(ex)).toHaveText(
        `${text(lang, 'lesson.ui.verdict.correct')} ${text(lang, 'lesson.ui.verdict.success-refused', {
          move: 'a5–d5',
          reason: text(lang, 'jungle.illegal.jump-blocked-by-rat'),
        })}`,
      );
      await expect(ex).toHaveAttribute('data-solved', 'true');
      await expect(cell(ex, 'a5')).toHaveAttribute('data-piece', 'T');
      await expect(ex.locator('.exercise-criterion')).toContainText(text(lang, 'lesson.jungle.criterion.jump'));
    });

    test('J3 the rat on land takes the elephant; the elephant is refused the rat', async ({ page }) => {
      const rat = await exercise(page, 'rat-takes-elephant');
      await tryMove(rat, 'a4', 'a5');
      await expect(feedback(rat)).toContainText(text(lang, 'lesson.ui.verdict.success-legal', { move: 'a4×a5' }));
      await expect(cell(rat, 'a5')).toHaveAttribute('data-piece', 'R');
      const elephant = await exercise(page, 'elephant-refused');
      await tryMove(elephant, 'a5', 'a4');
      await expect(feedback(elephant)).toContainText(text(lang, 'jungle.illegal.elephant-cannot-take-rat'));
      await expect(cell(elephant, 'a4')).toHaveAttribute('data-piece', 'r');
    });

    test('J1 J2 the first board is a checklist: the lion in the water and the own den refused, the rat swims', async ({
      page,
    }) => {
      const ex = await exercise(page, 'board-start');
      await tryMove(ex, 'd4', 'c4');
      await expect(ex.locator('[data-goal="water-only-for-rats"]')).toHaveAttribute('data-state', 'done');
      await tryMove(ex, 'c1', 'd1');
      await expect(ex.locator('[data-goal="own-den"]')).toHaveAttribute('data-state', 'done');
      await expect(ex.locator('[data-goal="swim"]')).not.toHaveAttribute('data-state', 'done');
      await expect(ex).toHaveAttribute('data-solved', 'false');
      await tryMove(ex, 'g4', 'f4');
      await expect(ex.locator('[data-goal="swim"]')).toHaveAttribute('data-state', 'done');
      await expect(ex).toHaveAttribute('data-solved', 'true');
      await expect(cell(ex, 'f4')).toHaveAttribute('data-piece', 'R');
    });

    test('J4 the elephant takes a rat standing in the elephant’s own trap', async ({ page }) => {
      const ex = await exercise(page, 'elephant-trap-rat');
      await tryMove(ex, 'c2', 'c1');
      await expect(feedback(ex)).toHaveAttribute('data-verdict', 'success');
      await expect(ex).toHaveAttribute('data-solved', 'true');
      await expect(cell(ex, 'c1')).toHaveAttribute('data-piece', 'E');
    });

    test('J4 J6 play it out: the den approach is solved by playing against the AI defence', async ({ page }) => {
      test.setTimeout(60_000);
      const stored = data('den-approach');
      if (stored.kind !== 'play-out') throw new Error('den-approach is not a play-out exercise');
      const ex = await exercise(page, 'den-approach');
      // A wrong move first: refused with the engine's reason, and it does not use a move.
      await tryMove(ex, 'e8', 'd7');
      await expect(feedback(ex)).toHaveText(
        text(lang, 'lesson.ui.verdict.refused', { move: 'e8–d7', reason: text(lang, 'jungle.illegal.diagonal') }),
      );
      await expect(ex.locator('[data-playout-used]')).toHaveAttribute('data-playout-used', '0');
      await playOut(ex, stored.solution);
      const last = stored.solution.at(-1)!;
      await expect(feedback(ex)).toContainText(
        text(lang, 'lesson.ui.verdict.playout-success', {
          move: `${last.slice(0, 2)}–${last.slice(2, 4)}`,
          used: stored.solution.length,
        }),
      );
      await expect(ex).toHaveAttribute('data-solved', 'true');
      await expect(ex.locator('.exercise-status')).toHaveAttribute('data-result', 'red-wins');
      await expect(ex.locator('.exercise-criterion')).toContainText(text(lang, 'lesson.jungle.criterion.den'));
    });

    test('J4 terrain drill: the traps marked on the board itself are checked against every trap square, both colours', async ({
      page,
    }) => {
      const ex = await exercise(page, 'pick-traps');
      const check = ex.getByRole('button', { name: text(lang, 'lesson.ui.pick.check') });
      for (const sq of ['c1', 'e1', 'd2', 'd1']) await cell(ex, sq).click();
      await expect(cell(ex, 'd1')).toHaveAttribute('aria-pressed', 'true');
      await check.click();
      await expect(feedback(ex)).toHaveText(text(lang, 'lesson.ui.pick.wrong', { missing: 3, extra: 1 }));
      await expect(ex.locator('.exercise-criterion')).toContainText(text(lang, 'lesson.jungle.criterion.terrain'));
      await cell(ex, 'd1').click();
      await expect(cell(ex, 'd1')).toHaveAttribute('aria-pressed', 'false');
      await cell(ex, 'c9').click();
      // The folded list of squares is another way to mark them: it shares the marks with the board.
      await ex.locator('.exercise-pick-list summary').click();
      await ex.locator('[data-pick="e9"]').click();
      await expect(cell(ex, 'e9')).toHaveAttribute('aria-pressed', 'true');
      // By keyboard on the board: from c9 (the last square tapped), down to c8, right to d8, then Enter.
      await cell(ex, 'c9').focus();
      for (const key of ['ArrowDown', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
      await expect(cell(ex, 'd8')).toHaveAttribute('aria-pressed', 'true');
      await check.click();
      await expect(feedback(ex)).toHaveText(text(lang, 'lesson.ui.pick.right'));
      await expect(ex).toHaveAttribute('data-solved', 'true');
    });

    test('play from this position opens the Jungle play page at the exercise position', async ({ page }) => {
      const ex = await exercise(page, 'analysis-rat-jump');
      const link = ex.getByRole('link', { name: text(lang, 'lesson.ui.playFromHere') });
      const url = new URL((await link.getAttribute('href')) ?? '', 'https://plyyard.com');
      expect(url.pathname).toBe(`/${lang}/dou-shou-qi/play/`);
      expect(url.searchParams.get('position')).toBe(data('analysis-rat-jump').position);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/dou-shou-qi/play/`));
      await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.play .pyb[data-position]')).toHaveAttribute(
        'data-position',
        data('analysis-rat-jump').position,
      );
    });

    test('report an error: the mail carries the game, the rules version, the position and the address', async ({
      page,
    }) => {
      const ex = await exercise(page, 'jump-own-rat');
      const href =
        (await ex.getByRole('link', { name: text(lang, 'lesson.ui.reportError') }).getAttribute('href')) ?? '';
      expect(href.startsWith('mailto:contact@plyyard.com?')).toBe(true);
      const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
      const vars = {
        game: text(lang, 'game.jungle.name'),
        version: text(lang, 'lesson.jungle.version.report', {
          game: text(lang, 'game.jungle.name'),
          ...JUNGLE_RULES_VERSION,
        }),
        position: data('jump-own-rat').position,
        url: `https://plyyard.com/${lang}/dou-shou-qi/#ex-jump-own-rat`,
      };
      expect(params.get('subject')).toBe(text(lang, 'lesson.ui.reportSubject', vars));
      expect(params.get('body')).toBe(text(lang, 'lesson.ui.reportBody', vars));
      // In the page's language only (issue 46): no English of the old version id ('Ply Yard rules B1-B9').
      expect(params.get('body')).not.toMatch(/\b(?:rules|ply|yard)\b/i);
    });
  });
}

test('the rules-version card states the Jungle version and the 60 half-move draw', async ({ page }) => {
  await page.goto('/pt/dou-shou-qi/');
  await expect(page.locator('.rules-card-summary')).toHaveText(text('pt', 'lesson.jungle.version.summary'));
});

async function axeViolations(page: Page, include: string[][]): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (context) => {
    type Axe = {
      run(ctx: object, o: object): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
    };
    const r = await (window as unknown as { axe: Axe }).axe.run(
      { include: context },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  }, include);
}

test('axe finds nothing in the Jungle guide’s exercises once in use (picker, play-it-out, refusal, answer)', async ({
  page,
}) => {
  // Scoped to the kinds this guide adds and their states after use; a11y.spec.ts covers whole pages.
  test.setTimeout(150_000);
  await page.goto('/pt/dou-shou-qi/');
  const picker = await exercise(page, 'pick-traps');
  await cell(picker, 'c1').click();
  await picker.getByRole('button', { name: text('pt', 'lesson.ui.pick.check') }).click();
  const jump = await exercise(page, 'jump-enemy-rat');
  await answerButton(jump, 'no').click();
  const ex = await exercise(page, 'den-approach');
  await tryMove(ex, 'e8', 'd8');
  await expect(feedback(ex)).toHaveAttribute('data-verdict', 'playout-reply', { timeout: 15_000 });
  await ex.getByRole('button', { name: text('pt', 'lesson.ui.hint') }).click();
  await ex.getByRole('button', { name: text('pt', 'lesson.ui.showAnswer') }).click();
  const include = ['.rules-card', '#ex-pick-traps', '#ex-jump-enemy-rat', '#ex-den-approach'].map((s) => [s]);
  expect(await axeViolations(page, include)).toEqual([]);
});

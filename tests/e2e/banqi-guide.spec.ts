/**
 * The Banqi rules guide in the browser, in every locale (issue 7): exercises judged by the engine
 * on the page, translated refusals, the identity counter, the reveal review, the links of every
 * exercise, practice progress per locale, keyboard play and axe. Build first (`npm run build`).
 */
import { createRequire } from 'node:module';
import { expect, test, type Locator } from '@playwright/test';
import { LOCALE_TAGS } from '../../src/i18n/locales';
import { BANQI_EXERCISES } from '../../src/lessons/banqi/exercises';
import { BANQI_RULES_VERSION } from '../../src/lessons/banqi/version';
import { cell, counted, exercise, feedback, text, tryMove } from './lesson-page';
import { LOCALES } from './support';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const positionOf = (id: string): string => {
  const ex = BANQI_EXERCISES.find((e) => e.id === id);
  if (ex === undefined) throw new Error(`no exercise ${id}`);
  return ex.position;
};

for (const lang of LOCALES) {
  test.describe(`${lang}: Banqi guide exercises`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/${lang}/banqi/`);
    });

    test('B6 B7 analysis: the capture over a face-down screen, played on the board, answers "yes" rightly', async ({
      page,
    }) => {
      const ex = await exercise(page, 'analysis-face-down-screen');
      await expect(ex).toHaveAttribute('data-solved', 'false');
      await tryMove(ex, 'c1', 'c4');
      await expect(feedback(ex)).toHaveAttribute('data-verdict', 'success');
      await expect(feedback(ex)).toHaveAttribute('data-outcome', 'solved');
      await expect(feedback(ex)).toHaveText(
        `${text(lang, 'lesson.ui.verdict.correct')} ${text(lang, 'lesson.banqi.analysis-face-down-screen.answer')}`,
      );
      await expect(ex).toHaveAttribute('data-solved', 'true');
      await expect(cell(ex, 'c4')).toHaveAttribute('data-piece', 'C');
      await expect(cell(ex, 'c1')).toHaveAttribute('data-piece', '');
    });

    test('B6 drill: the capture over two screens, tried on the board, is refused with the translated rule (a wrong "yes"), and the criterion shows', async ({
      page,
    }) => {
      const ex = await exercise(page, 'cannon-two-screens');
      await expect(ex.locator('.exercise-criterion')).toHaveCount(0);
      await tryMove(ex, 'a2', 'e2');
      await expect(feedback(ex)).toHaveAttribute('data-verdict', 'refused');
      await expect(feedback(ex)).toHaveAttribute('data-outcome', 'wrong');
      await expect(feedback(ex)).toHaveText(
        `${text(lang, 'lesson.ui.verdict.wrong')} ${text(lang, 'lesson.ui.verdict.refused', {
          move: 'a2×e2',
          reason: text(lang, 'banqi.illegal.cannon-needs-one-screen'),
        })}`,
      );
      await expect(ex).toHaveAttribute('data-solved', 'false');
      // The cannon did not move, and the drill's criterion is now shown.
      await expect(cell(ex, 'a2')).toHaveAttribute('data-piece', 'C');
      await expect(ex.locator('.exercise-criterion')).toContainText(text(lang, 'lesson.banqi.criterion.cannon'));
    });

    test('B9 identity counter: a wrong count is refused, the right one accepted with the odds', async ({ page }) => {
      const ex = await exercise(page, 'count-late');
      const input = (id: string): Locator => ex.locator(`input[data-identity="${id}"]`);
      await input('A').fill('1');
      await input('S').fill('1');
      await input('h').fill('2');
      const check = ex.getByRole('button', { name: text(lang, 'lesson.ui.counter.check') });
      await check.click();
      await expect(feedback(ex)).toHaveAttribute('data-verdict', 'refused');
      await expect(feedback(ex)).toContainText(text(lang, 'lesson.ui.counter.wrong', { count: 2 }));
      await expect(ex.locator('.exercise-odds')).toHaveCount(0);
      await input('h').fill('1');
      await input('s').fill('1');
      await expect(ex.locator('.exercise-counter-sum')).toHaveText(
        text(lang, 'lesson.ui.counter.sum', { sum: 4, hidden: 4 }),
      );
      await check.click();
      await expect(feedback(ex)).toHaveAttribute('data-verdict', 'success');
      // "Correct!", then why 4 are face down: 32 less the 9 face up and the 19 captured.
      await expect(feedback(ex)).toHaveText(
        `${text(lang, 'lesson.ui.verdict.correct')} ${text(lang, 'lesson.ui.counter.right', { hidden: 4, total: 32, up: 9, captured: 19 })}`,
      );
      const rows = ex.locator('.exercise-odds tbody tr');
      await expect(rows).toHaveCount(4);
      const quarter = text(lang, 'lesson.ui.odds.value', {
        num: 1,
        den: 4,
        percent: new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'percent' }).format(0.25),
      });
      for (const row of await rows.all()) await expect(row.locator('td').last()).toHaveText(quarter);
    });

    test('play from this position opens the play page at the exercise position', async ({ page }) => {
      const ex = await exercise(page, 'analysis-face-down-screen');
      const link = ex.getByRole('link', { name: text(lang, 'lesson.ui.playFromHere') });
      const href = (await link.getAttribute('href')) ?? '';
      const url = new URL(href, 'https://plyyard.com');
      expect(url.pathname).toBe(`/${lang}/banqi/play/`);
      expect(url.searchParams.get('position')).toBe(positionOf('analysis-face-down-screen'));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/banqi/play/`));
      await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.play .pyb[data-position]')).toHaveAttribute(
        'data-position',
        positionOf('analysis-face-down-screen'),
      );
    });

    test('report an error: the mail carries the game, the rules version, the position and the address', async ({
      page,
    }) => {
      const ex = await exercise(page, 'cannon-two-screens');
      const href =
        (await ex.getByRole('link', { name: text(lang, 'lesson.ui.reportError') }).getAttribute('href')) ?? '';
      expect(href.startsWith('mailto:contact@plyyard.com?')).toBe(true);
      const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
      const vars = {
        game: text(lang, 'game.banqi.name'),
        version: text(lang, 'lesson.banqi.version.report', {
          game: text(lang, 'game.banqi.name'),
          ...BANQI_RULES_VERSION,
        }),
        position: positionOf('cannon-two-screens'),
        url: `https://plyyard.com/${lang}/banqi/#ex-cannon-two-screens`,
      };
      expect(params.get('subject')).toBe(text(lang, 'lesson.ui.reportSubject', vars));
      expect(params.get('body')).toBe(text(lang, 'lesson.ui.reportBody', vars));
      // In the page's language only (issue 46): no English of the old version id ('Ply Yard rules B1-B9').
      expect(params.get('body')).not.toMatch(/\b(?:rules|ply|yard)\b/i);
      expect(params.get('body')).toContain(positionOf('cannon-two-screens'));
    });

    test('practice progress is kept in this browser and shared by every locale', async ({ page }) => {
      const progress = page.locator('.practice-progress-count');
      await expect(progress).toHaveAttribute('data-done', '0');
      const ex = await exercise(page, 'practice-cannon');
      await tryMove(ex, 'd1', 'h1');
      await expect(ex).toHaveAttribute('data-solved', 'true');
      await expect(progress).toHaveAttribute('data-done', '1');
      await expect(progress).toHaveText(counted(lang, 'lesson.ui.progress.count', 1, { done: 1, total: 5 }));
      await page.reload();
      await expect(page.locator('.practice-progress-count')).toHaveAttribute('data-done', '1');
      const again = await exercise(page, 'practice-cannon');
      await expect(again.locator('.exercise-note--done')).toHaveText(text(lang, 'lesson.ui.solvedBefore'));
      const other = LOCALES.find((l) => l !== lang)!;
      await page.goto(`/${other}/banqi/`);
      // Every locale shares one store (issues 13, 14): the other language shows the same progress.
      await expect(page.locator('.practice-progress-count')).toHaveAttribute('data-done', '1');
      expect(await page.evaluate((key) => localStorage.getItem(key), 'plyyard:progress:banqi')).toBe(
        '["practice-cannon"]',
      );
    });
  });
}

test('B5 B9 reveal review: the odds decide, then the actual reveal is shown (pt)', async ({ page }) => {
  await page.goto('/pt/banqi/');
  const ex = await exercise(page, 'review-unlucky');
  await expect(ex.locator('.exercise-actual')).toHaveCount(0);
  await ex.getByLabel(text('pt', 'lesson.ui.risk.high')).check();
  await ex.getByRole('button', { name: text('pt', 'lesson.ui.review.check') }).click();
  await expect(feedback(ex)).toHaveAttribute('data-verdict', 'refused');
  await expect(ex.locator('.exercise-actual')).toContainText(text('pt', 'board.banqi.black.cannon'));
  await expect(cell(ex, 'b4')).toHaveAttribute('data-piece', 'c');
  await ex.getByLabel(text('pt', 'lesson.ui.risk.low')).check();
  await ex.getByRole('button', { name: text('pt', 'lesson.ui.review.check') }).click();
  await expect(feedback(ex)).toHaveAttribute('data-verdict', 'success');
  await expect(ex).toHaveAttribute('data-solved', 'true');
  await expect(ex.locator('.exercise-odds tbody tr')).toHaveCount(3);
});

test('B6 the board works by keyboard: arrows, Enter to select and to capture (de)', async ({ page }) => {
  await page.goto('/de/banqi/');
  const ex = await exercise(page, 'analysis-face-down-screen');
  const grid = ex.getByRole('grid');
  await grid.locator('[tabindex="0"]').focus();
  // The cursor starts at the top left (a4): two right, three down to c1.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'])
    await page.keyboard.press(key);
  await expect(cell(ex, 'c1')).toBeFocused();
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await expect(feedback(ex)).toHaveAttribute('data-verdict', 'success');
  await expect(cell(ex, 'c4')).toHaveAttribute('data-piece', 'C');
});

test('hints, answer and reasoning on request (fr)', async ({ page }) => {
  await page.goto('/fr/banqi/');
  const ex = await exercise(page, 'moves-captures');
  await expect(ex.locator('.exercise-hints')).toBeHidden();
  // The controls carry their hooks (data-action) as well as their names.
  await expect(ex.locator('[data-action="hint"]')).toHaveText(text('fr', 'lesson.ui.hint'));
  await expect(ex.locator('[data-action="show-answer"]')).toHaveText(text('fr', 'lesson.ui.showAnswer'));
  await ex.getByRole('button', { name: text('fr', 'lesson.ui.hint') }).click();
  await expect(ex.locator('.exercise-hints li')).toHaveText([text('fr', 'lesson.banqi.moves-captures.hint1')]);
  await ex.getByRole('button', { name: text('fr', 'lesson.ui.moreHint') }).click();
  await expect(ex.locator('.exercise-hints li')).toHaveCount(2);
  const toggle = ex.getByRole('button', { name: text('fr', 'lesson.ui.showAnswer') });
  await toggle.click();
  await expect(ex.locator('.exercise-answer')).toBeVisible();
  await expect(ex.locator('.exercise-answer')).toContainText(text('fr', 'lesson.banqi.moves-captures.reasoning'));
  await expect(ex.getByRole('button', { name: text('fr', 'lesson.ui.hideAnswer') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // A wrong capture is refused by rank; a right one counts.
  await tryMove(ex, 'd2', 'd3');
  await expect(feedback(ex)).toContainText(text('fr', 'banqi.illegal.rank-too-low'));
  await tryMove(ex, 'a3', 'a4');
  await expect(feedback(ex)).toHaveAttribute('data-verdict', 'progress');
});

test('axe finds nothing in the pt guide’s exercises once in use (feedback, odds, answer, hints), light and dark', async ({
  page,
}) => {
  // The whole page, before use, is scanned by a11y.spec.ts; here the states that only appear after use.
  test.setTimeout(90_000);
  await page.goto('/pt/banqi/');
  const counter = await exercise(page, 'count-late');
  await counter.locator('input[data-identity="A"]').fill('1');
  await counter.getByRole('button', { name: text('pt', 'lesson.ui.counter.check') }).click();
  await counter.getByRole('button', { name: text('pt', 'lesson.ui.showAnswer') }).click();
  const review = await exercise(page, 'review-unlucky');
  await review.getByLabel(text('pt', 'lesson.ui.risk.low')).check();
  await review.getByRole('button', { name: text('pt', 'lesson.ui.review.check') }).click();
  const cannon = await exercise(page, 'cannon-two-screens');
  await tryMove(cannon, 'a2', 'e2');
  await cannon.getByRole('button', { name: text('pt', 'lesson.ui.hint') }).click();
  await page.locator('.rules-card').scrollIntoViewIfNeeded();
  await page.addScriptTag({ path: AXE });
  const include = ['#ex-count-late', '#ex-review-unlucky', '#ex-cannon-two-screens', '.rules-card', '.practice'].map(
    (s) => [s],
  );
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const found = await page.evaluate(async (context) => {
      type Axe = {
        run(ctx: object, o: object): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
      };
      const r = await (window as unknown as { axe: Axe }).axe.run(
        { include: context },
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        },
      );
      return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
    }, include);
    expect(found, colorScheme).toEqual([]);
  }
});

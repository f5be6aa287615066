/**
 * Review after a real game against the AI (issue 48), as a reader does it: on the play page, a new game
 * against the lowest level, a few moves played by clicks on the board (each the first one the board offers:
 * Jungle, the first own piece with a destination and its first destination; Banqi, the first face-down
 * piece, a reveal is legal whatever the AI did and whatever the draw turned out to be), then a
 * resignation, "Review this game", the analysis: one mark per half-move of the move list, the graph
 * jumping to a move by click and by keys, and "learn from your mistakes" when the game has one (pt, de).
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { moves, newGame, openPlay, playPath, square, text } from './play-page';
import type { Locale } from './support';

const MARK = /^(best|good|inaccuracy|mistake|blunder|unlucky)$/;
/** The reader's moves before resigning: enough for a game with marks, short enough for this machine. */
const TURNS = 3;

const played = (page: Page) => moves(page).locator('.play-ply');

/** The squares whose piece matches `piece`, in the board's order. */
const squaresWith = (page: Page, piece: RegExp): Promise<string[]> =>
  page
    .locator('.play [data-square]')
    .evaluateAll(
      (els, source) =>
        els
          .filter((el) => new RegExp(source).test(el.getAttribute('data-piece') ?? ''))
          .map((el) => el.getAttribute('data-square') ?? ''),
      piece.source,
    );

/** Jungle: the first own (red, upper-case) piece the board offers a destination for, moved to its first one. */
async function firstJungleMove(page: Page): Promise<void> {
  for (const from of await squaresWith(page, /^[A-Z]$/)) {
    await square(page, from).click();
    const target = page.locator('.play [data-target]').first();
    if ((await page.locator('.play [data-target]').count()) === 0) continue;
    await target.click();
    return;
  }
  throw new Error('no legal move offered by the board');
}

/** Banqi: the first face-down piece, revealed. */
async function firstBanqiReveal(page: Page): Promise<void> {
  const [first] = await squaresWith(page, /^X$/);
  if (first === undefined) throw new Error('no face-down piece left');
  await square(page, first).click();
}

const CASES: { game: 'jungle' | 'banqi'; lang: Locale; move: (page: Page) => Promise<void> }[] = [
  { game: 'jungle', lang: 'pt', move: firstJungleMove },
  { game: 'banqi', lang: 'de', move: firstBanqiReveal },
];

for (const { game, lang, move } of CASES) {
  test(`a game against the AI, resigned, is reviewed: a mark per half-move, the graph, learning (${game}, ${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    let notations: string[] = [];
    await test.step('play a few moves against the lowest level by clicks, then resign', async () => {
      await openPlay(page, playPath(lang, game));
      await newGame(page, lang, { level: 1 });
      // The reader's turn comes back once the AI has answered: the move list has one more half-move.
      for (let i = 0; i < TURNS; i++) {
        await expect(played(page)).toHaveCount(2 * i);
        await move(page);
        await expect(played(page)).toHaveCount(2 * i + 2, { timeout: 15_000 });
      }
      await page.getByTestId('play-resign').click();
      await page.getByTestId('play-resign-yes').click();
      await expect(page.getByTestId('play-result')).toContainText(text(lang, 'play.outcome.youResigned'));
      notations = await played(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-ply') ?? ''));
      expect(notations).toHaveLength(2 * TURNS);
    });

    const plies = page.locator('[data-move-list] [data-ply-number]:not([data-ply-number="0"])');
    await test.step('"Review this game": the analysis marks every half-move of the move list', async () => {
      await page.locator('[data-action="review"]').click();
      await expect(page).toHaveURL(/\/review\/\?side=first#record=/);
      await expect(page.locator('[data-review-graph]')).toBeVisible({ timeout: 60_000 });
      await expect(plies).toHaveCount(notations.length);
      await expect(page.locator('[data-move-list] [data-mark]')).toHaveCount(notations.length);
      await expect(page.locator('[data-review-graph] [data-graph-ply]')).toHaveCount(notations.length);
      for (let i = 0; i < notations.length; i++) {
        await expect(plies.nth(i)).toHaveAttribute('data-ply', notations[i]!);
        await expect(plies.nth(i)).toHaveAttribute('data-mark', MARK);
      }
    });

    await test.step('the graph jumps to a move, by click and by keys', async () => {
      const current = page.locator('[data-move-list] [aria-current="step"]');
      await page.locator('[data-review-graph] [data-graph-ply="2"]').click();
      await expect(current).toHaveAttribute('data-ply', notations[1]!);
      await page.locator('[data-review-graph] [data-graph-ply="2"]').press('ArrowRight');
      await expect(current).toHaveAttribute('data-ply', notations[2]!);
      await expect(page.locator('[data-review-graph] [data-graph-ply="3"]')).toBeFocused();
      await page.locator('[data-review-graph] [data-graph-ply="3"]').press('ArrowLeft');
      await expect(current).toHaveAttribute('data-ply', notations[1]!);
      expect(await violations(page)).toEqual([]);
    });

    await test.step('learn from your mistakes, when the reader made one', async () => {
      const start = page.locator('[data-action="learn-mistakes"]');
      if ((await start.count()) === 0) {
        await expect(page.locator('.review-learn-start')).toContainText(text(lang, 'review.learn.none'));
        return;
      }
      // The exercises are the reader's (first side's) mistakes and blunders, as many as the move list marks.
      const own = await plies.evaluateAll(
        (els) =>
          els.filter((el, i) => i % 2 === 0 && /^(mistake|blunder)$/.test(el.getAttribute('data-mark') ?? '')).length,
      );
      expect(own).toBeGreaterThan(0);
      await start.click();
      const task = page.locator('[data-task^="review/"]');
      await expect(task).toHaveAttribute('data-state', 'todo');
      await expect(task.locator('[data-task-prompt]')).toBeVisible();
      await expect(task.locator('h2')).toHaveText(new RegExp(`\\b${own}\\b`));
      await page.locator('[data-action="learn-exit"]').click();
      await expect(start).toBeVisible();
    });
  });
}

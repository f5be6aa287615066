/** The Dou Shou Qi play page in the browser (fr and de): selection by mouse and keyboard, refusals, a short game. */
import { expect, test } from '@playwright/test';
import {
  JUNGLE_ENDGAME,
  JUNGLE_START,
  announcement,
  boardPosition,
  moves,
  newGame,
  openPlay,
  playPath,
  ply,
  square,
  text,
  shownCount,
} from './play-page';

test('select, reselect and move with the mouse; reselecting does not use the turn (fr)', async ({ page }) => {
  await openPlay(page, playPath('fr', 'jungle'));
  await newGame(page, 'fr', { local: true });
  await square(page, 'a3').click();
  await expect(square(page, 'a4')).toHaveClass(/pyb-cell--target/);
  await square(page, 'b2').click();
  await expect(square(page, 'a4')).not.toHaveClass(/pyb-cell--target/);
  await expect(square(page, 'b3')).toHaveClass(/pyb-cell--target/);
  expect(await boardPosition(page)).toBe(JUNGLE_START);
  await expect(page.getByTestId('play-turn')).toContainText(text('fr', 'play.turn.red'));
  await square(page, 'b3').click();
  await expect(ply(page, 'b2b3')).toHaveCount(1);
  await expect(page.getByTestId('play-turn')).toContainText(text('fr', 'play.turn.blue'));
  // Between two people the other side moves next, on the same board.
  await square(page, 'g7').click();
  await square(page, 'g6').click();
  await expect(ply(page, 'g7g6')).toHaveCount(1);
});

test('select, reselect and move with the keyboard; focus stays on the board (de)', async ({ page }) => {
  await openPlay(page, playPath('de', 'jungle'));
  await newGame(page, 'de', { level: 1, colour: 'red' });
  const cursor = square(page, 'a9');
  await cursor.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  await expect(square(page, 'a3')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(square(page, 'a4')).toHaveClass(/pyb-cell--target/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(square(page, 'b3')).toHaveClass(/pyb-cell--target/);
  await expect(square(page, 'a4')).not.toHaveClass(/pyb-cell--target/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(ply(page, 'b2b3')).toHaveCount(1);
  await expect(square(page, 'b3')).toBeFocused();
  // The AI answers in its worker; the reply is announced politely.
  await expect(moves(page).locator('li').first().locator('.play-ply')).toHaveCount(2);
  await expect(announcement(page)).toContainText(text('de', 'play.ai.moved').split('{{')[0]!.trim());
  await expect(page.locator('.play .pyb-status')).toHaveAttribute('aria-live', 'polite');
});

test('illegal moves are refused with the translated rule (J1 own den, one step at a time, not your piece; fr)', async ({
  page,
}) => {
  await openPlay(page, playPath('fr', 'jungle', '7/7/7/7/7/7/7/1L1E3/r6 r 0 1'));
  await square(page, 'd2').click();
  await square(page, 'd1').click();
  await expect(announcement(page)).toHaveText(text('fr', 'jungle.illegal.own-den'));
  await square(page, 'b2').click();
  await square(page, 'b4').click();
  await expect(announcement(page)).toHaveText(text('fr', 'jungle.illegal.not-adjacent'));
  await square(page, 'a1').click();
  await square(page, 'a2').click();
  await expect(announcement(page)).toHaveText(text('fr', 'jungle.illegal.not-your-piece'));
  await expect(page.getByTestId('play-moves')).toHaveCount(0);
});

test('a short game against the AI at level 1 reaches a result (J6 den; de)', async ({ page }) => {
  await openPlay(page, playPath('de', 'jungle', JUNGLE_ENDGAME));
  await newGame(page, 'de', { level: 1, colour: 'red', sameStart: true });
  expect(await boardPosition(page)).toBe(JUNGLE_ENDGAME);
  await square(page, 'd7').click();
  await square(page, 'd8').click();
  await expect(moves(page).locator('li').first().locator('.play-ply')).toHaveCount(2);
  await square(page, 'd8').click();
  await square(page, 'd9').click();
  const result = page.getByTestId('play-result');
  await expect(result).toContainText(text('de', 'play.outcome.youWon'));
  await expect(result).toContainText(text('de', 'play.win.red'));
  await expect(result).toContainText(text('de', 'jungle.status.den-entered'));
  await expect(announcement(page)).toContainText(text('de', 'jungle.status.den-entered'));
  expect(await shownCount(page, text('de', 'play.outcome.youWon'))).toBe(1);
  expect(await shownCount(page, text('de', 'jungle.status.den-entered'))).toBe(1);
  await expect(page.getByTestId('play-clock')).toHaveCount(0);
});

test('playing blue lets the AI open; the board is turned for blue; undo keeps the AI’s opening (fr)', async ({
  page,
}) => {
  await openPlay(page, playPath('fr', 'jungle'));
  await newGame(page, 'fr', { level: 1, colour: 'blue' });
  await expect(page.locator('.play-board > .pyb')).toHaveAttribute('data-orientation', 'second');
  await expect(page.getByTestId('play-you')).toHaveText(text('fr', 'play.you.blue'));
  await expect(moves(page).locator('.play-ply')).toHaveCount(1);
  const afterAi = await boardPosition(page);
  await square(page, 'a7').click();
  await square(page, 'a6').click();
  await expect(moves(page).locator('.play-ply')).toHaveCount(3);
  await page.getByTestId('play-undo').click();
  await expect(moves(page).locator('.play-ply')).toHaveCount(1);
  expect(await boardPosition(page)).toBe(afterAi);
  await page.getByTestId('play-flip').click();
  await expect(page.locator('.play-board > .pyb')).toHaveAttribute('data-orientation', 'first');
});

test('a draw offer goes with the reader’s move; the losing AI accepts it (fr)', async ({ page }) => {
  await openPlay(page, playPath('fr', 'jungle', JUNGLE_ENDGAME));
  await newGame(page, 'fr', { level: 1, colour: 'red', sameStart: true });
  await page.getByTestId('play-draw').click();
  await expect(page.getByTestId('play-draw-pending')).toHaveText(text('fr', 'play.draw.pending'));
  await square(page, 'd7').click();
  await square(page, 'd8').click();
  const result = page.getByTestId('play-result');
  await expect(result).toContainText(text('fr', 'play.outcome.draw'));
  await expect(result).toContainText(text('fr', 'play.ending.agreed'));
  await expect(announcement(page)).toContainText(text('fr', 'play.draw.accepted'));
});

test('between two people the other side answers a draw offer at once (de)', async ({ page }) => {
  await openPlay(page, playPath('de', 'jungle'));
  await newGame(page, 'de', { local: true });
  await page.getByTestId('play-draw').click();
  await page.getByRole('button', { name: text('de', 'play.draw.decline') }).click();
  await expect(announcement(page)).toHaveText(text('de', 'play.draw.declinedLocal'));
  await expect(page.getByTestId('play-turn')).toContainText(text('de', 'play.turn.red'));
  await page.getByTestId('play-draw').click();
  await page.getByTestId('play-draw-accept').click();
  await expect(page.getByTestId('play-result')).toContainText(text('de', 'play.ending.agreed'));
});

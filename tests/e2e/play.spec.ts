/** The Banqi play page in the browser (pt and es), and what both play pages share: links, saves, undo. */
import { expect, test } from '@playwright/test';
import {
  BANQI_ENDGAME,
  BANQI_START,
  announcement,
  boardPosition,
  moves,
  newGame,
  openPlay,
  ply,
  plyNotations,
  playPath,
  square,
  text,
  shownCount,
} from './play-page';

test('B2: revealing a piece switches the status from first player to a colour (pt)', async ({ page }) => {
  await openPlay(page, playPath('pt', 'banqi'));
  await expect(page.getByTestId('play-turn')).toContainText(text('pt', 'play.turn.first'));
  await expect(page.getByTestId('play-you')).toHaveText(text('pt', 'play.you.first'));
  await square(page, 'c2').click();
  // The reveal names the piece; the reader now has a colour and the status speaks in colours only.
  await expect(page.getByTestId('play-you')).toHaveText(
    new RegExp(`^(${text('pt', 'play.you.red')}|${text('pt', 'play.you.black')})$`.replaceAll('.', '\\.')),
  );
  await expect(page.getByTestId('play-turn')).toContainText(
    new RegExp(`${text('pt', 'play.turn.red')}|${text('pt', 'play.turn.black')}`),
  );
  await expect(page.getByTestId('play-turn')).not.toContainText(text('pt', 'play.turn.first'));
  await expect(ply(page, 'c2c2=', '^=')).toHaveCount(1);
  // The first ply is the reader's reveal, recorded with its identity (the AI may already have answered).
  expect((await plyNotations(page))[0]).toMatch(/^c2c2=[GAERHCSgaerhcs]$/);
});

test('an illegal move is refused with the translated rule (B4 diagonal, es)', async ({ page }) => {
  await openPlay(page, playPath('es', 'banqi', 'XX6/8/8/R6c r R1h1 4 12'));
  await square(page, 'a1').click();
  await expect(square(page, 'a2')).toHaveClass(/pyb-cell--target/);
  await square(page, 'b2').click();
  await expect(announcement(page)).toHaveText(text('es', 'banqi.illegal.diagonal'));
  await expect(page.getByTestId('play-moves')).toHaveCount(0);
  // The refusal did not use the turn: the same piece still moves.
  await square(page, 'a1').click();
  await square(page, 'a2').click();
  await expect(ply(page, 'a1a2')).toHaveCount(1);
});

test('a short game against the AI at level 1 reaches a result; undo takes back the last move and reply (pt)', async ({
  page,
}) => {
  await openPlay(page, playPath('pt', 'banqi', BANQI_ENDGAME));
  await expect(page.getByTestId('play-notice')).toContainText(text('pt', 'play.position.loaded'));
  await expect(page).toHaveURL(playPath('pt', 'banqi'));
  await newGame(page, 'pt', { level: 1, seat: 'first', sameStart: true });
  expect(await boardPosition(page)).toBe(BANQI_ENDGAME);
  await square(page, 'c4').click();
  await square(page, 'b4').click();
  // The soldier's only move; the AI answers in its worker.
  await expect(ply(page, 'a4a3')).toHaveCount(1);
  await expect(page.getByTestId('play-turn')).toContainText(text('pt', 'play.role.you'));
  const beforeWin = await boardPosition(page);
  await square(page, 'a2').click();
  await square(page, 'a3').click();
  const result = page.getByTestId('play-result');
  await expect(result).toContainText(text('pt', 'play.outcome.youWon'));
  await expect(result).toContainText(text('pt', 'play.win.red'));
  await expect(result).toContainText(text('pt', 'banqi.status.no-pieces'));
  // One result line (issue 47): shown once, by the status; the board's line says the move and only reads the result
  // out; the no-progress count is gone.
  expect(await shownCount(page, text('pt', 'play.outcome.youWon'))).toBe(1);
  await expect(announcement(page).locator('.visually-hidden')).toContainText(text('pt', 'play.outcome.youWon'));
  await expect(page.getByTestId('play-clock')).toHaveCount(0);
  await expect(page.getByTestId('play-captured').locator('li')).toHaveCount(30);
  // Undo after the win: back to before the winning capture.
  await page.getByTestId('play-undo').click();
  expect(await boardPosition(page)).toBe(beforeWin);
  await expect(page.getByTestId('play-result')).toHaveCount(0);
  await page.getByTestId('play-undo').click();
  await expect(page.getByTestId('play-moves')).toHaveCount(0);
  expect(await boardPosition(page)).toBe(BANQI_ENDGAME);
});

test('reload restores the game in progress with its revealed pieces (es)', async ({ page }) => {
  await openPlay(page, playPath('es', 'banqi'));
  await newGame(page, 'es', { local: true });
  await square(page, 'a1').click();
  await square(page, 'h4').click();
  await expect(moves(page).locator('.play-ply')).toHaveCount(2);
  const position = await boardPosition(page);
  const list = await moves(page).textContent();
  await page.reload();
  await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
  expect(await boardPosition(page)).toBe(position);
  await expect(moves(page)).toHaveText(list ?? '');
  await expect(page.getByTestId('play-notice')).toContainText(text('es', 'play.save.restored'));
});

for (const lang of ['pt', 'fr'] as const) {
  test(`undo cannot scout: revealing c2 again draws afresh, and storage holds no hidden identity (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPlay(page, playPath(lang, 'banqi'));
    await newGame(page, lang, { local: true });
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      await square(page, 'c2').click();
      await expect(moves(page).locator('li')).toHaveCount(1);
      const letter = /c2c2=([A-Za-z])/.exec((await plyNotations(page)).join(' '))?.[1];
      expect(letter).toBeDefined();
      seen.add(letter!);
      await page.getByTestId('play-undo').click();
      await expect(moves(page).locator('li')).toHaveCount(0);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // Two reveals stay on the board; whatever the page stores names those two identities and no other.
    await square(page, 'a1').click();
    await square(page, 'h4').click();
    // Two plies share one numbered line, so wait for the second ply itself, then for the save that follows it.
    await expect(moves(page).locator('.play-ply')).toHaveCount(2);
    const storedText = (): Promise<string> =>
      page.evaluate(() =>
        Object.keys(window.localStorage)
          .map((k) => window.localStorage.getItem(k) ?? '')
          .join('\n'),
      );
    const revealsNamed = async (): Promise<string[]> =>
      [...(await storedText()).matchAll(/[a-h][1-4][a-h][1-4]=[A-Za-z]/g)].map((m) => m[0].slice(0, 4)).sort();
    await expect.poll(revealsNamed).toEqual(['a1a1', 'h4h4']);
    const all = await storedText();
    expect(all).not.toContain('"deal"');
    // No square-to-letter map of the face-down pieces in any form.
    expect(all).not.toMatch(/"[a-h][1-4]"\s*:\s*"[GAERHCSgaerhcs]"/);
  });
}

test('a bad ?position= shows the translated reason and leaves a normal game to play (pt)', async ({ page }) => {
  await openPlay(page, `/pt/banqi/play/?position=${encodeURIComponent('s1R5/8/R7/8 r S1 0 30')}`);
  const notice = page.getByTestId('play-notice');
  await expect(notice).toContainText(text('pt', 'play.position.error'));
  await expect(notice).toContainText(text('pt', 'play.position.field.pool'));
  expect(await boardPosition(page)).toBe(BANQI_START);
  await square(page, 'd3').click();
  await expect(ply(page, 'd3d3=', '^=')).toHaveCount(1);
  await notice.getByRole('button', { name: text('pt', 'play.dismiss') }).click();
  await expect(notice).toHaveCount(0);
});

test('a corrupted save is discarded with a message, never a blank page (es)', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('plyyard.play.banqi', '{"version":1,"game":"banqi",'));
  await openPlay(page, playPath('es', 'banqi'));
  await expect(page.getByTestId('play-notice')).toContainText(text('es', 'play.save.corrupt'));
  expect(await boardPosition(page)).toBe(BANQI_START);
  await expect(page.getByTestId('play-turn')).toContainText(text('es', 'play.turn.first'));
});

test('resigning asks first, then ends the game, read from the reader’s side (pt)', async ({ page }) => {
  await openPlay(page, playPath('pt', 'banqi'));
  await page.getByTestId('play-resign').click();
  await expect(page.getByText(text('pt', 'play.resign.confirm'))).toBeVisible();
  await page.getByTestId('play-resign-yes').click();
  const result = page.getByTestId('play-result');
  await expect(result).toContainText(text('pt', 'play.outcome.youResigned'));
  await expect(result).not.toContainText(text('pt', 'play.ending.resigned'));
  await expect(page.getByTestId('play-resign')).toHaveAttribute('aria-disabled', 'true');
});

test('"New game" after a position link defaults to the normal start (de)', async ({ page }) => {
  await openPlay(page, playPath('de', 'banqi', BANQI_ENDGAME));
  await page.getByTestId('play-new').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: text('de', 'play.new.start.standard') })).toBeChecked();
  await dialog.getByRole('button', { name: text('de', 'play.new.submit') }).click();
  expect(await boardPosition(page)).toBe(BANQI_START);
});

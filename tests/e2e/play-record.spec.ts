/**
 * The play page's game record and safe flow (issue 15): a readable move list, stepping through the
 * game, export and import, a link opened over a saved game, refusals that clear, results from the
 * reader's side, finished links, a save with one bad entry. Two locales at least for each point.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  BANQI_ENDGAME,
  JUNGLE_ENDGAME,
  JUNGLE_START,
  announcement,
  boardPosition,
  moves,
  newGame,
  openPlay,
  playPath,
  plyNotations,
  square,
  text,
  shownCount,
} from './play-page';
import { counted } from './lesson-page';
import type { Locale } from './support';

test.describe.configure({ timeout: 60_000 });

const KINDS: Readonly<Record<string, string>> = {
  g: 'general',
  a: 'advisor',
  e: 'elephant',
  r: 'chariot',
  h: 'horse',
  c: 'cannon',
  s: 'soldier',
};

/** The translated name of a Banqi piece letter ('R': red chariot). */
const banqiName = (lang: Locale, letter: string): string =>
  text(lang, `board.banqi.${letter === letter.toUpperCase() ? 'red' : 'black'}.${KINDS[letter.toLowerCase()]}`);

const fill = (template: string, vars: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

async function playMoves(page: Page, ...pairs: [string, string][]): Promise<void> {
  for (const [from, to] of pairs) {
    const before = (await plyNotations(page)).length;
    await square(page, from).click();
    await square(page, to).click();
    await expect(moves(page).locator('.play-ply')).toHaveCount(before + 1, { timeout: 10_000 });
  }
}

const faces = (page: Page): Promise<string[]> => moves(page).locator('.play-ply-text').allInnerTexts();

test.describe('the move list', () => {
  test('moves read as from–to with the piece, captures marked ×, no engine tokens (pt)', async ({ page }) => {
    await openPlay(page, playPath('pt', 'banqi', BANQI_ENDGAME));
    await newGame(page, 'pt', { local: true, sameStart: true });
    await playMoves(page, ['c4', 'b4'], ['a4', 'a3'], ['a2', 'a3']);
    const list = page.locator('[data-move-list]');
    await expect(list).toBeVisible();
    expect(await faces(page)).toEqual(['c4–b4', 'a4–a3', 'a2×a3']);
    // The mover's picture, and for a capture the piece taken.
    await expect(moves(page).locator('.play-ply').nth(0).locator('svg')).toHaveCount(1);
    await expect(moves(page).locator('.play-ply').nth(2).locator('svg')).toHaveCount(2);
    // Screen readers hear the whole move in words.
    await expect(moves(page).locator('.play-ply').nth(2)).toContainText(banqiName('pt', 'R'));
    await expect(moves(page).locator('.play-ply').nth(2)).toContainText(banqiName('pt', 's'));
    await expect(list).not.toContainText('c4b4');
  });

  for (const lang of ['de', 'es'] as const)
    test(`a reveal reads "square: piece" in words (${lang})`, async ({ page }) => {
      await openPlay(page, playPath(lang, 'banqi'));
      await newGame(page, lang, { local: true });
      await square(page, 'c2').click();
      await expect(moves(page).locator('.play-ply')).toHaveCount(1);
      const [notation] = await plyNotations(page);
      const letter = /^c2c2=([A-Za-z])$/.exec(notation ?? '')?.[1];
      expect(letter).toBeDefined();
      expect(await faces(page)).toEqual([
        fill(text(lang, 'play.record.reveal'), { square: 'c2', piece: banqiName(lang, letter!) }),
      ]);
      await expect(page.locator('[data-move-list]')).not.toContainText('=');
    });
});

test.describe('stepping through the game', () => {
  test('click a move, arrow keys, Home and End; the board only shows; back to the game (fr)', async ({ page }) => {
    await openPlay(page, playPath('fr', 'banqi', BANQI_ENDGAME));
    await newGame(page, 'fr', { local: true, sameStart: true });
    await playMoves(page, ['c4', 'b4']);
    const afterFirst = await boardPosition(page);
    await playMoves(page, ['a4', 'a3']);
    const live = await boardPosition(page);

    const first = moves(page).locator('[data-ply-number="1"]');
    await first.click();
    expect(await boardPosition(page)).toBe(afterFirst);
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('play-viewing')).toContainText(
      // Counted in full moves, as the list numbers them: two plies are move 1 of 1, Red's half.
      fill(text('fr', 'play.record.viewing'), { n: 1, total: 1, side: text('fr', 'play.record.by.red') }),
    );
    // View only: the reader's chariot cannot be picked up here.
    await square(page, 'a2').click();
    await expect(square(page, 'a3')).not.toHaveClass(/pyb-cell--target/);

    await first.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await boardPosition(page)).toBe(BANQI_ENDGAME);
    await expect(page.locator('.play-ply-start')).toHaveAttribute('aria-current', 'step');
    await expect(page.locator('.play-ply-start')).toBeFocused();
    await page.keyboard.press('End');
    expect(await boardPosition(page)).toBe(live);
    await expect(page.getByTestId('play-viewing')).toHaveCount(0);
    await expect(moves(page).locator('[aria-current]')).toHaveCount(0);
    await page.keyboard.press('Home');
    expect(await boardPosition(page)).toBe(BANQI_ENDGAME);
    await page.keyboard.press('ArrowRight');
    expect(await boardPosition(page)).toBe(afterFirst);

    await page.locator('[data-action="live"]').click();
    expect(await boardPosition(page)).toBe(live);
    await playMoves(page, ['a2', 'a3']);
    await expect(page.getByTestId('play-result')).toBeVisible();
  });

  test('the viewed move is marked for screen readers and the live game comes back (es, Jungle)', async ({ page }) => {
    await openPlay(page, playPath('es', 'jungle'));
    await newGame(page, 'es', { local: true });
    await playMoves(page, ['a3', 'a4'], ['g7', 'g6']);
    const live = await boardPosition(page);
    await moves(page).locator('[data-ply-number="1"]').click();
    await expect(moves(page).locator('[aria-current="step"]')).toHaveAttribute('data-ply', 'a3a4');
    expect(await boardPosition(page)).not.toBe(live);
    await page.getByRole('button', { name: text('es', 'play.action.live') }).click();
    expect(await boardPosition(page)).toBe(live);
    await expect(moves(page).locator('[aria-current]')).toHaveCount(0);
  });
});

test.describe('export and import', () => {
  test('the record holds the start, the moves and the revealed identities; importing it replays the game (es)', async ({
    page,
  }) => {
    await openPlay(page, playPath('es', 'banqi'));
    await newGame(page, 'es', { local: true });
    await square(page, 'c2').click();
    await expect(moves(page).locator('.play-ply')).toHaveCount(1);
    const position = await boardPosition(page);
    const list = await plyNotations(page);
    await page.locator('[data-action="export"]').click();
    const record = await page.getByTestId('play-record-text').inputValue();
    const data = JSON.parse(record) as { format: string; game: string; start: string; moves: string[] };
    expect(data).toMatchObject({ format: 'plyyard-record', game: 'banqi', moves: list });
    expect(data.start.startsWith('XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX ')).toBe(true);
    // One identity is known, and only that one is in the record.
    expect(record.match(/=[A-Za-z]/g)).toHaveLength(1);

    await newGame(page, 'es', { local: true });
    await expect(moves(page)).toHaveCount(0);
    await page.locator('[data-action="import"]').click();
    await page.getByLabel(text('es', 'play.import.label')).fill(record);
    await page.locator('[data-action="import-record"]').click();
    expect(await boardPosition(page)).toBe(position);
    expect(await plyNotations(page)).toEqual(list);
    await expect(announcement(page)).toHaveText(counted('es', 'play.import.done', 1, { count: 1 }));
  });

  test('a won game downloads with its ending and its move list, and the file imports back (pt)', async ({ page }) => {
    await openPlay(page, playPath('pt', 'banqi', BANQI_ENDGAME));
    await newGame(page, 'pt', { local: true, sameStart: true });
    await playMoves(page, ['c4', 'b4'], ['a4', 'a3'], ['a2', 'a3']);
    const position = await boardPosition(page);
    const list = await plyNotations(page);
    await page.locator('[data-action="export"]').click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="download"]').click()]);
    expect(file.suggestedFilename()).toBe('plyyard-banqi.json');
    const saved = await file.path();
    const data = JSON.parse(readFileSync(saved, 'utf8')) as { moves: string[]; ending: { kind: string } | null };
    expect(data.moves).toEqual(list);
    expect(data.ending).toMatchObject({ kind: 'board' });
    const [textFile] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-action="download-text"]').click(),
    ]);
    const lines = readFileSync(await textFile.path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toMatch(/^1\. c4–b4 a4–a3$/);
    expect(lines).toHaveLength(3);

    await newGame(page, 'pt', { local: true });
    await expect(moves(page)).toHaveCount(0);
    await page.locator('[data-action="import"]').click();
    await page.locator('[data-action="import-file"]').setInputFiles(saved);
    await expect(announcement(page)).toHaveText(counted('pt', 'play.import.done', 3, { count: 3 }));
    expect(await boardPosition(page)).toBe(position);
    expect(await plyNotations(page)).toEqual(list);
  });

  test('a bad record says why, translated, and the current game is kept (de)', async ({ page }) => {
    await openPlay(page, playPath('de', 'jungle'));
    await newGame(page, 'de', { local: true });
    await playMoves(page, ['a3', 'a4']);
    const position = await boardPosition(page);
    await page.locator('[data-action="export"]').click();
    const record = await page.getByTestId('play-record-text').inputValue();
    await page.locator('[data-action="import"]').click();
    const field = page.getByLabel(text('de', 'play.import.label'));
    const error = page.getByTestId('play-record-error');

    await field.fill('hallo');
    await page.locator('[data-action="import-record"]').click();
    await expect(error).toContainText(text('de', 'play.import.error'));
    await expect(error).toContainText(text('de', 'play.import.notJson'));

    const illegal = JSON.stringify({ ...(JSON.parse(record) as object), moves: ['a3a4', 'a7a6', 'a4a6'] });
    await field.fill(illegal);
    await page.locator('[data-action="import-record"]').click();
    await expect(error).toContainText(fill(text('de', 'play.import.badMove'), { n: 3 }));

    await field.fill(record.replace('"jungle"', '"banqi"'));
    await page.locator('[data-action="import-record"]').click();
    await expect(error).toContainText(text('de', 'play.import.wrongGame'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    expect(await boardPosition(page)).toBe(position);
    expect(await plyNotations(page)).toEqual(['a3a4']);
  });
});

/** The export panel's control with this data-action (the toolbar's position link is copy-position-link). */
const exportControl = (page: Page, action: string) =>
  page.getByTestId('play-record').locator(`[data-action="${action}"]`);

/** The game on the board: its position and its plies in notation. */
const shownGame = async (page: Page) => ({ position: await boardPosition(page), plies: await plyNotations(page) });

test.describe('replay links', () => {
  type Move = [string, string];
  const cases: { lang: Locale; game: 'banqi' | 'jungle'; start?: string; line: Move[]; own: Move; on: Move }[] = [
    {
      lang: 'pt',
      game: 'banqi',
      start: BANQI_ENDGAME,
      line: [
        ['c4', 'b4'],
        ['a4', 'a3'],
      ],
      own: ['c4', 'c3'],
      on: ['a2', 'a3'],
    },
    {
      lang: 'de',
      game: 'jungle',
      line: [
        ['a3', 'a4'],
        ['g7', 'g6'],
      ],
      own: ['g3', 'g4'],
      on: ['a4', 'a5'],
    },
  ];
  for (const c of cases)
    test(`a copied link opens the same game in a new page, unsaved until the reader plays on (${c.lang}, ${c.game})`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openPlay(page, playPath(c.lang, c.game, c.start));
      await newGame(page, c.lang, { local: true, sameStart: c.start === undefined ? undefined : true });
      await playMoves(page, ...c.line);
      const linked = await shownGame(page);
      await page.locator('[data-action="export"]').click();
      await exportControl(page, 'copy-link').click();
      await expect(announcement(page)).toHaveText(text(c.lang, 'play.export.linkCopied'));
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^http://[^/]+${playPath(c.lang, c.game)}#record=[A-Za-z0-9_-]+$`));

      // The reader's own game, saved, differs from the linked one.
      await newGame(page, c.lang, { local: true, sameStart: c.start === undefined ? undefined : true });
      await playMoves(page, c.own);
      const own = await shownGame(page);

      const other = await context.newPage();
      await openPlay(other, link);
      await expect(other.getByTestId('play-notice')).toContainText(
        counted(c.lang, 'play.replay.loaded', 2, { count: 2 }),
      );
      await expect.poll(() => shownGame(other)).toEqual(linked);
      expect(other.url()).not.toContain('#');
      // A reload neither reads the link again nor finds it saved: the reader's game is still theirs.
      await other.reload();
      await expect(other.locator('.play')).toHaveAttribute('data-ready', 'true');
      await expect.poll(() => shownGame(other)).toEqual(own);
      // Playing on from the linked game saves it.
      await openPlay(other, link);
      await expect.poll(() => shownGame(other)).toEqual(linked);
      await playMoves(other, c.on);
      const playedOn = await shownGame(other);
      await other.reload();
      await expect(other.locator('.play')).toHaveAttribute('data-ready', 'true');
      await expect.poll(() => shownGame(other)).toEqual(playedOn);
      expect(playedOn.plies).toEqual([...linked.plies, c.on.join('')]);
    });

  test('a damaged link says so, translated, and the saved game is kept (fr)', async ({ page, context }) => {
    await openPlay(page, playPath('fr', 'jungle'));
    await newGame(page, 'fr', { local: true });
    await playMoves(page, ['a3', 'a4']);
    const own = await shownGame(page);
    const other = await context.newPage();
    await openPlay(other, `${playPath('fr', 'jungle')}#record=%%%`);
    const notice = other.getByTestId('play-notice').filter({ hasText: text('fr', 'play.replay.error') });
    await expect(notice).toContainText(text('fr', 'play.replay.damaged'));
    await expect.poll(() => shownGame(other)).toEqual(own);
    expect(other.url()).not.toContain('#record');
    await other.reload();
    await expect(other.locator('.play')).toHaveAttribute('data-ready', 'true');
    await expect.poll(() => shownGame(other)).toEqual(own);
    await expect(other.getByTestId('play-notice')).toContainText(text('fr', 'play.save.restored'));
    await expect(notice).toHaveCount(0);
  });

  test('when the clipboard refuses, the link is shown to copy by hand, and it opens in an open page (es)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await openPlay(page, playPath('es', 'jungle'));
    await newGame(page, 'es', { local: true });
    await playMoves(page, ['a3', 'a4']);
    const linked = await shownGame(page);
    await page.locator('[data-action="export"]').click();
    await exportControl(page, 'copy-link').click();
    const field = page.getByLabel(text('es', 'play.copyManual'));
    await expect(field).toBeFocused();
    const link = await field.inputValue();
    expect(link).toContain('#record=');
    await newGame(page, 'es', { local: true });
    await expect(moves(page).locator('.play-ply')).toHaveCount(0);
    // The same page: only the fragment changes, and the page reads it.
    await page.goto(link);
    await expect.poll(() => shownGame(page)).toEqual(linked);
    expect(page.url()).not.toContain('#');
  });

  test('Share is offered only where the browser has a share sheet, and hands it the title and the link (pt)', async ({
    page,
    context,
  }) => {
    await openPlay(page, playPath('pt', 'banqi'));
    await page.locator('[data-action="export"]').click();
    const native = await page.evaluate(() => 'share' in navigator);
    await expect(exportControl(page, 'share')).toHaveCount(native ? 1 : 0);

    const other = await context.newPage();
    await other.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => (shared.push(data), Promise.resolve()),
      });
    });
    await openPlay(other, playPath('pt', 'banqi'));
    await other.locator('[data-action="export"]').click();
    await exportControl(other, 'share').click();
    const shared = await other.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.title).toBe(text('pt', 'play.share.title.banqi'));
    expect(shared[0]?.url).toMatch(/\/pt\/banqi\/play\/#record=[A-Za-z0-9_-]+$/);
  });
});

test.describe('safe flow', () => {
  test('a link opened over an unfinished saved game asks first; keeping the game sets the link aside (fr)', async ({
    page,
  }) => {
    await openPlay(page, playPath('fr', 'jungle'));
    await newGame(page, 'fr', { local: true });
    await playMoves(page, ['a3', 'a4']);
    const saved = await boardPosition(page);
    await openPlay(page, playPath('fr', 'jungle', JUNGLE_ENDGAME));
    const question = page.getByTestId('play-link-question');
    await expect(question).toContainText(text('fr', 'play.link.question'));
    expect(await boardPosition(page)).toBe(saved);
    expect(page.url()).toContain('position=');
    await expect(question.locator('[data-action="keep-game"]')).toBeFocused();
    await question.locator('[data-action="keep-game"]').click();
    await expect(question).toHaveCount(0);
    await expect(announcement(page)).toHaveText(text('fr', 'play.link.kept'));
    expect(page.url()).not.toContain('position=');
    await page.reload();
    await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
    expect(await boardPosition(page)).toBe(saved);
    await expect(page.getByTestId('play-link-question')).toHaveCount(0);
  });

  test('…or plays the link when asked to (pt)', async ({ page }) => {
    await openPlay(page, playPath('pt', 'banqi'));
    await newGame(page, 'pt', { local: true });
    await square(page, 'c2').click();
    await expect(moves(page).locator('.play-ply')).toHaveCount(1);
    await openPlay(page, playPath('pt', 'banqi', BANQI_ENDGAME));
    await expect(moves(page).locator('.play-ply')).toHaveCount(1);
    await page.getByTestId('play-link-question').locator('[data-action="play-link"]').click();
    expect(await boardPosition(page)).toBe(BANQI_ENDGAME);
    await expect(moves(page)).toHaveCount(0);
    expect(page.url()).not.toContain('position=');
  });

  test('an opponent’s piece says why nothing happens; a refusal goes when the reader selects again (de)', async ({
    page,
  }) => {
    await openPlay(page, playPath('de', 'jungle'));
    await newGame(page, 'de', { local: true });
    await square(page, 'a7').click();
    await expect(announcement(page)).toHaveText(text('de', 'jungle.illegal.not-your-piece'));
    await square(page, 'a3').click();
    await expect(announcement(page)).toHaveText('');
    await square(page, 'a5').click();
    await expect(announcement(page)).toHaveText(text('de', 'jungle.illegal.not-adjacent'));
    await square(page, 'a3').click();
    await expect(announcement(page)).toHaveText('');
    await expect(square(page, 'a4')).toHaveClass(/pyb-cell--target/);
  });

  test('the same with the keyboard on Banqi (es)', async ({ page }) => {
    await openPlay(page, playPath('es', 'banqi', 'XX6/8/8/R6c r R1h1 4 12'));
    // The cursor starts top left (a4): down to a1, then along to the black cannon on h1.
    await page.locator('.play .pyb-grid [tabindex="0"]').focus();
    for (const key of [...Array<string>(3).fill('ArrowDown'), ...Array<string>(7).fill('ArrowRight')])
      await page.keyboard.press(key);
    await expect(square(page, 'h1')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(announcement(page)).toHaveText(text('es', 'banqi.illegal.not-your-piece'));
    await square(page, 'a1').click();
    await square(page, 'b2').click();
    await expect(announcement(page)).toHaveText(text('es', 'banqi.illegal.diagonal'));
    // From b2, back to a1 and select it again: the refusal goes.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await expect(square(page, 'a1')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(announcement(page)).toHaveText('');
    await expect(square(page, 'a2')).toHaveClass(/pyb-cell--target/);
  });

  test('between two people a resignation reads "<side> resigned. <other side> wins." (es)', async ({ page }) => {
    await openPlay(page, playPath('es', 'jungle'));
    await newGame(page, 'es', { local: true });
    await page.locator('[data-action="resign"]').click();
    await page.getByTestId('play-resign-yes').click();
    const result = page.getByTestId('play-result');
    await expect(result).toContainText(text('es', 'play.resigned.red'));
    await expect(result).toContainText(text('es', 'play.win.blue'));
  });

  test('against the AI: "You resigned. The AI wins." (fr)', async ({ page }) => {
    await openPlay(page, playPath('fr', 'jungle'));
    await page.locator('[data-action="resign"]').click();
    await page.getByTestId('play-resign-yes').click();
    await expect(page.getByTestId('play-result')).toContainText(text('fr', 'play.outcome.youResigned'));
    await expect(page.getByTestId('play-result')).not.toContainText(text('fr', 'play.outcome.aiWon'));
    expect(await shownCount(page, text('fr', 'play.outcome.youResigned'))).toBe(1);
    await expect(page.getByTestId('play-clock')).toHaveCount(0);
  });

  test('a link to a finished position opens as finished, with its reason (pt Banqi, de Jungle den)', async ({
    page,
  }) => {
    await openPlay(page, playPath('pt', 'banqi', '2R5/8/8/8 b - 0 30'));
    await expect(page.getByTestId('play-result')).toContainText(text('pt', 'banqi.status.no-pieces'));
    await expect(page.getByTestId('play-notice')).toContainText(text('pt', 'play.position.finished'));
    await openPlay(page, playPath('de', 'jungle', '3L3/7/7/7/7/7/7/7/r6 b 0 20'));
    await expect(page.getByTestId('play-result')).toContainText(text('de', 'jungle.status.den-entered'));
    // The same den with the side that entered it to move: that reason, not "the side to move is invalid".
    await openPlay(page, playPath('de', 'jungle', '3L3/7/7/7/7/7/7/7/r6 r 0 20'));
    const notice = page.getByTestId('play-notice');
    await expect(notice).toContainText(text('de', 'play.position.reason.den-entered-by-side-to-move'));
    await expect(notice).not.toContainText(text('de', 'play.position.field.turn'));
  });

  for (const lang of ['fr', 'pt'] as const)
    test(`a save with one bad entry keeps the valid moves before it (${lang})`, async ({ page }) => {
      const save = JSON.stringify({
        version: 2,
        game: 'jungle',
        setup: { mode: 'local' },
        seed: 1,
        start: JUNGLE_START,
        actions: ['a3a4', 'a7a6', 'a4a9', 'g3g4'],
        ending: null,
        orientation: 'first',
      });
      await page.addInitScript((s) => window.localStorage.setItem('plyyard.play.jungle', s), save);
      await openPlay(page, playPath(lang, 'jungle'));
      expect(await plyNotations(page)).toEqual(['a3a4', 'a7a6']);
      await expect(page.getByTestId('play-notice').first()).toContainText(
        fill(text(lang, 'play.save.truncated'), { n: 3 }),
      );
    });
});

test.describe('controls', () => {
  for (const lang of ['pt', 'de'] as const)
    test(`every control carries its data-action hook (${lang})`, async ({ page }) => {
      await openPlay(page, playPath(lang, 'banqi'));
      for (const [action, key] of [
        ['new', 'play.action.new'],
        ['undo', 'play.action.undo'],
        ['resign', 'play.action.resign'],
        ['draw', 'play.action.draw'],
        ['flip', 'play.action.flip'],
        ['copy-position-link', 'play.action.copy'],
        ['export', 'play.action.export'],
        ['import', 'play.action.import'],
      ] as const)
        await expect(page.locator(`.play [data-action="${action}"]`)).toHaveAccessibleName(text(lang, key));
    });
});

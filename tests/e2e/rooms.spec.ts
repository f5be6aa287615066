/**
 * Online rooms in the browser: two Chromium contexts (two readers, separate storage) against the
 * room server (`npm start`'s server, on its own port), and the static site without it.
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { violations } from './axe';
import { JUNGLE_ENDGAME, openPlay, playPath, text } from './play-page';
import { startRoomServer, stopRoomServer } from './room-server';

/** The room server's port in these tests (PLYYARD_ROOMS_TEST_PORT overrides). */
const PORT = Number(process.env.PLYYARD_ROOMS_TEST_PORT ?? 4417);
const ROOMS = `http://127.0.0.1:${PORT}`;
/** Red to move: a red chariot a1 and a black chariot g4 beside empty squares, 14 pieces face down. */
const START = 'X1X1X1r1/1X1X1X1X/X1X1X1X1/R1X1X1X1 r G1A2E2R1H1g1a2e2r1h1 0 1';

let server: ChildProcess | null = null;

test.describe('online rooms', () => {
  // Serial, and generous: three browser contexts and a server share a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test.beforeAll(async () => {
    server = await startRoomServer(PORT);
  });

  test.afterAll(() => stopRoomServer(server));

  const square = (page: Page, name: string) => page.locator(`.play [data-square="${name}"]`);
  const boardOf = (page: Page) => page.locator('.play [data-position]');
  const yourTurn = (page: Page) => page.locator('.play [data-your-turn]');

  /** Alice opens `path`, invites and enters her room; Bob joins by the link. Both boards ready. */
  async function twoInRoom(browser: Browser, path: string): Promise<[Page, Page]> {
    const alice = await (await browser.newContext()).newPage();
    const bob = await (await browser.newContext()).newPage();
    await openPlay(alice, `${ROOMS}${path}`);
    await alice.locator('[data-action="invite"]').click();
    const link = await alice.locator('[data-invite-link]').getAttribute('data-invite-link');
    await alice.locator('[data-action="enter-room"]').click();
    await expect(alice.locator('.play')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await bob.goto(link!);
    await expect(bob.locator('.play')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    return [alice, bob];
  }

  /** Once the game is over, each seated reader's review link opens the review of the game as their own side. */
  async function expectReviewLinks(lang: string, first: Page, second: Page) {
    for (const [page, side] of [
      [first, 'first'],
      [second, 'second'],
    ] as const)
      await expect(page.locator('[data-action="review"]')).toHaveAttribute(
        'href',
        new RegExp(`^/${lang}/dou-shou-qi/review/\\?side=${side}#record=`),
      );
  }

  /** Each turn's squares clicked by its reader on their turn (after `before`), until `watcher` sees the move. */
  async function playTurns(turns: [Page, string[]][], watcher: Page, before?: (page: Page) => Promise<void>) {
    for (const [i, [page, squares]] of turns.entries()) {
      await expect(yourTurn(page)).toHaveAttribute('data-your-turn', 'true');
      await before?.(page);
      for (const sq of squares) await square(page, sq).click();
      await expect(watcher.getByTestId('play-moves').locator('.play-ply')).toHaveCount(i + 1);
    }
  }

  test('invite, join, a reveal and a move by each, a reload: both boards equal', async ({ browser }) => {
    const alice = await (await browser.newContext()).newPage();
    const bob = await (await browser.newContext()).newPage();
    await openPlay(alice, `${ROOMS}${playPath('pt', 'banqi', START)}`);
    await alice.locator('[data-action="invite"]').click();
    const link = await alice.locator('[data-invite-link]').getAttribute('data-invite-link');
    expect(link).toMatch(new RegExp(`^${ROOMS}/pt/banqi/room/#[A-Za-z0-9_-]{22}$`));
    expect(await violations(alice)).toEqual([]);
    await alice.locator('[data-action="enter-room"]').click();
    await expect(alice.locator('.play')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(boardOf(alice)).toHaveAttribute('data-position', START);
    await expect(yourTurn(alice)).toHaveAttribute('data-your-turn', 'true');
    await expect(alice.getByTestId('room-waiting')).toHaveText(text('pt', 'room.waiting'));
    // While the host waits, the invitation stays on the room page, with its copy button.
    await expect(alice.getByTestId('room-invite').locator('[data-invite-link]')).toHaveValue(link!);
    await expect(alice.getByTestId('room-invite').locator('[data-action="copy-invite"]')).toBeVisible();

    await bob.goto(link!);
    await expect(bob.locator('.play')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(yourTurn(bob)).toHaveAttribute('data-your-turn', 'false');
    await expect(alice.getByTestId('room-presence')).toHaveAttribute('data-present', 'true');
    await expect(alice.getByTestId('room-invite')).toHaveCount(0);
    // "Your turn" and "their turn" look different.
    await expect(alice.getByTestId('room-turn')).toHaveClass(/play-badge--you/);
    await expect(bob.getByTestId('room-turn')).toHaveClass(/play-badge--them/);
    const look = (page: Page) =>
      page.getByTestId('room-turn').evaluate((el) => {
        const c = getComputedStyle(el);
        return `${c.backgroundColor} ${c.color}`;
      });
    expect(await look(alice)).not.toBe(await look(bob));

    // Each plays on their turn: reveal, reveal, move, move.
    const turns: [Page, string[]][] = [
      [alice, ['a2']],
      [bob, ['c1']],
      [alice, ['a1', 'b1']],
      [bob, ['g4', 'f4']],
    ];
    for (const [i, [page, squares]] of turns.entries()) {
      await expect(yourTurn(page)).toHaveAttribute('data-your-turn', 'true');
      for (const sq of squares) await square(page, sq).click();
      await expect(alice.getByTestId('play-moves').locator('.play-ply')).toHaveCount(i + 1);
      await expect(bob.getByTestId('play-moves').locator('.play-ply')).toHaveCount(i + 1);
    }
    await expect(yourTurn(alice)).toHaveAttribute('data-your-turn', 'true');
    const plies = await alice
      .getByTestId('play-moves')
      .locator('.play-ply')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-ply') ?? ''));
    expect(plies[0]).toMatch(/^a2a2=[GAERHgaerh]$/);
    expect(plies.slice(2)).toEqual(['a1b1', 'g4f4']);

    // Bob reloads: back in his seat, same board, still not his turn.
    await bob.reload();
    await expect(bob.locator('.play')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(bob.getByTestId('play-moves').locator('.play-ply')).toHaveCount(4);
    await expect(yourTurn(bob)).toHaveAttribute('data-your-turn', 'false');
    await expect(bob.getByTestId('room-watching')).toHaveCount(0);
    const a = await boardOf(alice).getAttribute('data-position');
    expect(a).toContain(' r ');
    await expect(boardOf(bob)).toHaveAttribute('data-position', a!);
    // Nothing face down is named on either page.
    for (const page of [alice, bob])
      expect(await page.locator('.play [data-position]').getAttribute('data-position')).toMatch(/X/);
    // "Edit this position" takes the room's board as the reader sees it (face-down pieces stay X).
    const edit = bob.locator('[data-action="edit-position"]');
    await edit.focus();
    await expect(edit).toHaveAttribute('href', `/pt/banqi/editor/?position=${encodeURIComponent(a!)}`);

    // A draw offer, seen and declined by the other reader; then nothing is pending.
    await alice.locator('[data-action="draw-offer"]').click();
    await expect(bob.locator('[data-action="draw-accept"]')).toBeVisible();
    expect(await violations(bob)).toEqual([]);
    await bob.locator('[data-action="draw-decline"]').click();
    await expect(alice.locator('[data-action="draw-offer"]')).toBeVisible();
    await expect(bob.locator('[data-action="draw-accept"]')).toHaveCount(0);

    // A third reader only watches.
    const carol = await (await browser.newContext()).newPage();
    await carol.goto(link!);
    await expect(carol.getByTestId('room-watching')).toHaveText(text('pt', 'room.watching'));
    await expect(boardOf(carol)).toHaveAttribute('data-position', a!);
    await expect(yourTurn(carol)).toHaveAttribute('data-your-turn', 'false');
  });

  test('once the game ends, each reader reviews it from the room, as their own side (issue 48)', async ({
    browser,
  }) => {
    const [alice, bob] = await twoInRoom(browser, playPath('de', 'jungle', JUNGLE_ENDGAME));
    const turns: [Page, string[]][] = [
      [alice, ['d7', 'd8']],
      [bob, ['a1', 'a2']],
      [alice, ['d8', 'd9']],
    ];
    // Not before the end.
    await playTurns(turns, bob, (page) => expect(page.locator('[data-action="review"]')).toHaveCount(0));
    await expectReviewLinks('de', alice, bob);
    await bob.locator('[data-action="review"]').click();
    await expect(bob.locator('[data-review-graph]')).toBeVisible({ timeout: 60_000 });
    await expect(bob.locator('[data-move-list] [data-ply="d8d9"]')).toHaveAttribute('data-mark', 'best');
  });

  test('a room game ended by resignation is reviewed too, from either side (issue 48)', async ({ browser }) => {
    const [alice, bob] = await twoInRoom(browser, playPath('es', 'jungle'));
    await playTurns(
      [
        [alice, ['a3', 'a4']],
        [bob, ['g7', 'g6']],
      ],
      alice,
    );
    // Not while the game goes on.
    await expect(alice.locator('[data-action="review"]')).toHaveCount(0);
    await bob.locator('[data-action="resign"]').click();
    await bob.locator('[data-action="resign-yes"]').click();
    await expectReviewLinks('es', alice, bob);
    await alice.locator('[data-action="review"]').click();
    await expect(alice.locator('[data-review-graph]')).toBeVisible({ timeout: 60_000 });
    for (const move of ['a3a4', 'g7g6'])
      await expect(alice.locator(`[data-move-list] [data-ply="${move}"]`)).toHaveAttribute(
        'data-mark',
        /^(best|good|inaccuracy|mistake|blunder|unlucky)$/,
      );
    expect(await violations(alice)).toEqual([]);
  });

  test('a bad room link says which, and offers a new room or a game against the AI', async ({ page }) => {
    await page.goto(`${ROOMS}/fr/dou-shou-qi/room/#${'A'.repeat(22)}`);
    await expect(page.getByTestId('room-error')).toHaveText(text('fr', 'room.error.room-not-found'));
    await expect(page.locator('[data-action="play-ai"]')).toHaveAttribute('href', '/fr/dou-shou-qi/play/');
    await page.locator('[data-action="invite"]').click();
    await expect(page.locator('[data-invite-link]')).toHaveAttribute(
      'data-invite-link',
      new RegExp(`^${ROOMS}/fr/dou-shou-qi/room/#[A-Za-z0-9_-]{22}$`),
    );
    await page.goto('about:blank'); // a new hash alone would not load the page again
    await page.goto(`${ROOMS}/fr/dou-shou-qi/room/#short`);
    await expect(page.getByTestId('room-error')).toHaveText(text('fr', 'room.error.missing'));
    expect(await violations(page)).toEqual([]);
  });

  test('the server’s pages run under its Content-Security-Policy without a violation', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|Refused to (execute|load|apply)/i.test(m.text())) blocked.push(m.text());
    });
    const res = await page.goto(`${ROOMS}/pt/banqi/`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The inline scripts run (allowed by their hashes): the one that marks scripts on.
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    await openPlay(page, `${ROOMS}${playPath('pt', 'jungle')}`);
    await square(page, 'a3').click();
    await square(page, 'a4').click();
    await expect(page.getByTestId('play-moves').locator('.play-ply').first()).toBeVisible({ timeout: 20_000 });
    // Search runs Pagefind (WebAssembly).
    await page.goto(`${ROOMS}/pt/`);
    await page.getByRole('searchbox').fill('canhão');
    await expect(page.locator('.search-results a').first()).toBeVisible({ timeout: 20_000 });
    expect(blocked).toEqual([]);
  });

  test('without the room server (static preview) the invite button says rooms are unavailable', async ({ page }) => {
    await openPlay(page, playPath('de', 'jungle'));
    await page.locator('[data-action="invite"]').click();
    await expect(page.getByTestId('room-unavailable')).toHaveText(text('de', 'room.unavailable'));
  });
});

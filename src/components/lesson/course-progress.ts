/**
 * The browser side of CourseProgress.astro: fills each stage's progress line from the stores at load and again
 * on every change of the solved list (a task solved on this page, or in another tab), and the stage summary once
 * the stage has its stars (CourseSummary.astro), and each task's data-state (the islands not live yet included);
 * "Play this stage again" starts a fresh run of the stage (src/lessons/course/replay.ts) and takes the reader to
 * its first task; sizes the tasks' boards to fit (board-fit.ts). Plain DOM, no island: the line is on screen as a
 * stage opens, and this costs the page no framework (issue 16).
 */
import { isGameId, type GameId } from '../../engine/core/game-rules';
import { readPageStrings } from '../../i18n/page-strings';
import { PROGRESS_EVENT, browserStore, progressKey, readProgress } from '../../lessons/progress';
import { progressLine } from '../../lessons/course/progress-line';
import { REPLAY_EVENT, readRun, solvedForStage, startRun } from '../../lessons/course/replay';
import { starGlyphs } from '../../lessons/course/stars';
import { tabStore } from '../../lessons/course/wrong-tries';
import { watchBoardFit } from '../../islands/exercise/board-fit';

/**
 * The stage summary (CourseSummary.astro) with the stars of the run just ended: data-stage-stars, the glyphs and
 * the sentence (which names the best kept, data-best-stars, when that is higher).
 */
function showSummary(stars: number, text: string, best: number | undefined): void {
  const summary = document.querySelector<HTMLElement>('[data-course-summary]');
  if (summary === null) return;
  if (summary.dataset.stageStars === String(stars) && !summary.hidden) return;
  summary.dataset.stageStars = String(stars);
  if (best === undefined) delete summary.dataset.bestStars;
  else summary.dataset.bestStars = String(best);
  const glyphs = summary.querySelector('[data-summary-glyphs]');
  const sentence = summary.querySelector('[data-summary-text]');
  if (glyphs !== null) glyphs.textContent = starGlyphs(stars);
  if (sentence !== null) sentence.textContent = text;
  summary.hidden = false;
}

/** While a replay is on the stage is not done: no summary, no stars hook. */
function hideSummary(): void {
  const summary = document.querySelector<HTMLElement>('[data-course-summary]');
  if (summary === null || summary.hidden) return;
  summary.hidden = true;
  delete summary.dataset.stageStars;
}

/** Each task's data-state from the solved list, or the run's during a replay (the islands agree once live). */
function markTasks(game: GameId, n: number): void {
  const solved = solvedForStage(readRun(tabStore(), game, n), readProgress(browserStore(), progressKey(game)));
  document.querySelectorAll<HTMLElement>('[data-task]').forEach((t) => {
    const state = solved.includes(t.dataset.task ?? '') ? 'solved' : 'todo';
    if (t.dataset.state !== state) t.dataset.state = state;
  });
}

/** "Play this stage again": a fresh run, then the stage's first task at the window's top, focused. */
function replay(game: GameId, n: number): void {
  startRun(tabStore(), game, n);
  window.dispatchEvent(new CustomEvent(REPLAY_EVENT, { detail: { game, n } }));
  window.dispatchEvent(new CustomEvent(PROGRESS_EVENT));
  const first = document.querySelector<HTMLElement>('[data-task]');
  first?.scrollIntoView({ block: 'start' });
  first?.focus({ preventScroll: true });
}

function start(el: HTMLElement): void {
  const game = el.dataset.game ?? '';
  const n = Number(el.dataset.n);
  if (!isGameId(game) || !Number.isInteger(n)) return;
  const tasks = (el.dataset.tasks ?? '').split(' ').filter((id) => id !== '');
  const strings = readPageStrings(document);
  const langTag = document.documentElement.lang;
  const update = (): void => {
    const stores = { browser: browserStore(), tab: tabStore() };
    const line = progressLine({ game, n, tasks }, stores, (k) => strings[k], langTag);
    if (el.textContent !== line.text) el.textContent = line.text;
    el.dataset.done = String(line.done);
    if (line.stars !== undefined && line.starsText !== undefined) showSummary(line.stars, line.starsText, line.best);
    else hideSummary();
    markTasks(game, n);
  };
  document.querySelector('[data-action="replay-stage"]')?.addEventListener('click', () => replay(game, n));
  update();
  window.addEventListener(PROGRESS_EVENT, update);
  window.addEventListener('storage', update);
}

document.querySelectorAll<HTMLElement>('[data-course-progress]').forEach(start);
// The tasks' boards fit with their texts from the server HTML on, before their islands hydrate.
document.querySelectorAll<HTMLElement>('[data-task] .exercise').forEach((root) => watchBoardFit(root));

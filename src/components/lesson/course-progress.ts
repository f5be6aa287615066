/**
 * The browser side of CourseProgress.astro: fills each stage's progress line from the stores at load and again
 * on every change of the solved list (a task solved on this page, or in another tab), and the stage summary once
 * the stage has its stars (CourseSummary.astro); sizes the tasks' boards to fit (board-fit.ts). Plain DOM, no island: the
 * line is on screen as a stage opens, and this costs the page no framework (issue 16).
 */
import { isGameId } from '../../engine/core/game-rules';
import { readPageStrings } from '../../i18n/page-strings';
import { PROGRESS_EVENT, browserStore } from '../../lessons/progress';
import { progressLine } from '../../lessons/course/progress-line';
import { starGlyphs } from '../../lessons/course/stars';
import { tabStore } from '../../lessons/course/wrong-tries';
import { watchBoardFit } from '../../islands/exercise/board-fit';

/** The stage summary (CourseSummary.astro) with the stage's stars: data-stage-stars, the glyphs and the sentence. */
function showSummary(stars: number, text: string): void {
  const summary = document.querySelector<HTMLElement>('[data-course-summary]');
  if (summary === null) return;
  summary.dataset.stageStars = String(stars);
  const glyphs = summary.querySelector('[data-summary-glyphs]');
  const sentence = summary.querySelector('[data-summary-text]');
  if (glyphs !== null) glyphs.textContent = starGlyphs(stars);
  if (sentence !== null) sentence.textContent = text;
  summary.hidden = false;
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
    if (line.stars !== undefined && line.starsText !== undefined) showSummary(line.stars, line.starsText);
  };
  update();
  window.addEventListener(PROGRESS_EVENT, update);
  window.addEventListener('storage', update);
}

document.querySelectorAll<HTMLElement>('[data-course-progress]').forEach(start);
// The tasks' boards fit with their texts from the server HTML on, before their islands hydrate.
document.querySelectorAll<HTMLElement>('[data-task] .exercise').forEach((root) => watchBoardFit(root));

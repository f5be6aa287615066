/**
 * The Learn map's progress: for every stage tile (data-stage-tile), the solved tasks and stars read from the one
 * store shared by every locale, the stage to continue with highlighted (data-next-stage, next-stage.ts), and a
 * control that resets the course's progress (and this tab's wrong tries and replays). The tiles and their pictures are the
 * page's static HTML; this one island only writes into them.
 */
import { useEffect, useState } from 'preact/hooks';
import { formatCounted, formatMessage } from '../i18n/format';
import { LOCALE_TAGS, type Locale } from '../i18n/locales';
import { GAME_IDS, type GameId } from '../i18n/routes';
import { nextStage } from '../lessons/course/next-stage';
import { readStars, starGlyphs, starsKey } from '../lessons/course/stars';
import { endRun } from '../lessons/course/replay';
import { clearWrongTries, tabStore } from '../lessons/course/wrong-tries';
import { PROGRESS_EVENT, browserStore, clearProgress, progressKey, readProgress } from '../lessons/progress';
import { usePageStrings } from './usePageStrings';

interface StageRef {
  readonly game: GameId;
  readonly n: number;
  readonly tasks: readonly string[];
}

interface Props {
  lang: Locale;
  stages: readonly StageRef[];
}

export default function CourseMap(props: Props) {
  const { strings } = usePageStrings(props.lang);
  const s = (k: string, vars: Record<string, string | number> = {}): string => formatMessage(strings[k] ?? k, vars);
  const counted = (k: string, count: number, vars: Record<string, string | number>): string =>
    formatCounted((key) => strings[key], k, LOCALE_TAGS[props.lang], count, vars);
  const [round, setRound] = useState(0);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    const store = browserStore();
    for (const game of GAME_IDS) {
      const stars = readStars(store, game);
      const solved = readProgress(store, progressKey(game));
      const stages = props.stages.filter((st) => st.game === game);
      const next = nextStage(
        stages.map((st) => st.n),
        stars,
      );
      for (const st of stages) {
        const tile = document.querySelector(`[data-stage-tile="${game}/${st.n}"]`);
        if (tile === null) continue;
        const kept = stars[String(st.n)];
        if (st.n === next) tile.setAttribute('data-next-stage', 'true');
        else tile.removeAttribute('data-next-stage');
        const glyphs = tile.querySelector('[data-stars-glyphs]');
        if (glyphs !== null) glyphs.textContent = starGlyphs(kept ?? 0);
        const out = tile.querySelector('[data-stage-progress]');
        if (out === null) continue;
        const done = st.tasks.filter((id) => solved.includes(id)).length;
        out.setAttribute('data-done', String(done));
        out.textContent = `${counted('learn.progress', done, { done, total: st.tasks.length })} ${
          kept === undefined ? s('learn.noStars') : counted('learn.stars', kept, { stars: kept })
        }`;
      }
    }
  }, [round]);
  const reset = (): void => {
    const store = browserStore();
    for (const game of GAME_IDS) {
      clearProgress(store, progressKey(game));
      clearProgress(store, starsKey(game));
    }
    // Wrong tries made since a stage was finished would otherwise count against its next run; a replay ends.
    for (const st of props.stages) {
      clearWrongTries(tabStore(), st.game, st.n);
      endRun(tabStore(), st.game, st.n);
    }
    window.dispatchEvent(new CustomEvent(PROGRESS_EVENT));
    setCleared(true);
    setRound(round + 1);
  };
  return (
    <p class="course-reset">
      <button type="button" class="exercise-button" data-action="reset-progress" onClick={reset}>
        {s('learn.reset')}
      </button>{' '}
      <span role="status">{cleared ? s('learn.resetDone') : ''}</span>
    </p>
  );
}

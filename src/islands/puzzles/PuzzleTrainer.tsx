/**
 * The puzzle trainer of a game (/<lang>/<slug>/puzzles/): the reader's rating and streak, one puzzle at a
 * time in the course's board and feedback (PuzzleView.tsx), "next" and "play on from here". Data, progress
 * and the choice of puzzle are useTrainer.ts; strings come from the page's registry. The rules come from the
 * game's island (PuzzlesBanqi.tsx, PuzzlesJungle.tsx), so a page ships only its own game's engine.
 */
import { useMemo, useState } from 'preact/hooks';
import type { GameRules } from '../../engine/core/game-rules';
import type { Locale } from '../../i18n/locales';
import { playHref } from '../../lessons/links';
import { usePageStrings } from '../usePageStrings';
import { PuzzleView } from './PuzzleView';
import { themeNameKey } from './keys';
import { makeTr } from './tr';
import { useTrainer } from './useTrainer';
import '../../styles/lesson.css';
import '../../styles/puzzles.css';

/** What the page gives a game's trainer island. */
export interface PuzzlePageProps {
  lang: Locale;
}

export function PuzzleTrainer(props: PuzzlePageProps & { readonly rules: GameRules<unknown> }) {
  const { strings, board } = usePageStrings(props.lang);
  const tr = useMemo(() => makeTr(strings), [strings]);
  const { rules } = props;
  const trainer = useTrainer(rules);
  const [position, setPosition] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [delta, setDelta] = useState<number | null>(null);
  const mine = trainer.progress[rules.game];
  const rating = Math.round(mine.rating.rating);

  const onDone = (score: 0 | 0.5 | 1): void => {
    const before = mine.rating.rating;
    trainer.record(score);
    setDone(true);
    setDelta(before);
  };
  const next = (): void => {
    setDone(false);
    setDelta(null);
    trainer.next();
  };
  const change = delta === null ? null : Math.round(mine.rating.rating - delta);

  return (
    <div class="puzzle-trainer" data-ready={trainer.status === 'loading' ? 'false' : 'true'}>
      <p class="puzzle-stats">
        <span>
          {tr('puzzles.rating')}{' '}
          <strong data-rating={rating} data-deviation={Math.round(mine.rating.deviation)}>
            {rating}
          </strong>
        </span>
        <span>
          {tr('puzzles.streak')} <strong data-streak={mine.streak}>{mine.streak}</strong>
        </span>
        {trainer.mode.kind === 'daily' && (
          <span data-mode="daily">{tr('puzzles.daily.label', { day: trainer.mode.day })}</span>
        )}
        {trainer.mode.kind === 'rated' && trainer.mode.theme !== undefined && (
          <span data-mode="theme" data-current-theme={trainer.mode.theme}>
            {tr('puzzles.theme-label', { theme: tr(themeNameKey(trainer.mode.theme)) })}
          </span>
        )}
      </p>
      {trainer.saveError && (
        <p class="puzzle-notice" role="alert" data-save-error>
          {tr('puzzles.error.save')}
        </p>
      )}
      {trainer.status === 'loading' && <p class="puzzle-notice">{tr('puzzles.loading')}</p>}
      {trainer.status === 'error' && (
        <p class="puzzle-notice" role="alert" data-load-error>
          {tr('puzzles.error.load')}
        </p>
      )}
      {trainer.status === 'empty' && <p class="puzzle-notice">{tr('puzzles.none-left')}</p>}
      {trainer.status === 'ready' && trainer.puzzle !== null && (
        <PuzzleView
          key={trainer.puzzle.id}
          puzzle={trainer.puzzle}
          rules={rules}
          tr={tr}
          board={board}
          lang={props.lang}
          onDone={onDone}
          onPosition={setPosition}
        />
      )}
      {change !== null && (
        <p class="puzzle-change" data-rating-change={change}>
          {tr('puzzles.rating-change', { rating, delta: change >= 0 ? `+${change}` : String(change) })}
        </p>
      )}
      {trainer.status === 'ready' && trainer.puzzle !== null && (
        <p class="exercise-links puzzle-links">
          {done && (
            <button type="button" class="exercise-button" data-action="next" onClick={next}>
              {tr('puzzles.next')}
            </button>
          )}
          <a data-action="play-on" href={playHref(props.lang, rules.game, position ?? trainer.puzzle.position)}>
            {tr('puzzles.play-on')}
          </a>
        </p>
      )}
    </div>
  );
}

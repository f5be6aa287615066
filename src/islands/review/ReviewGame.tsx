/**
 * The review page of one game: the record read from the address (read-record.ts), the shared board
 * and move list in review mode, the analysis from the review worker (useReview.ts) with its progress,
 * then each ply's mark, the note on the viewed ply with the engine's line on the board step by step
 * (LineControls), "learn from your mistakes" (useLearn, LearnPanel), the graph, table and summary.
 */
import { useMemo, useState } from 'preact/hooks';
import { LOCALE_TAGS, type Locale } from '../../i18n/locales';
import type { PlayRules } from '../../play/rules';
import type { Ply } from '../../play/types';
import type { ReviewRecord } from '../../review/types';
import { GameBoard, NO_TARGETS } from '../game/GameBoard';
import { useBoardIntents } from '../game/board-intents';
import { MoveList } from '../play/MoveList';
import { usePageStrings } from '../usePageStrings';
import { EvalGraph } from './EvalGraph';
import { EvalTable } from './EvalTable';
import { LearnPanel } from './LearnPanel';
import { LineControls } from './LineControls';
import { lineSteps } from './line-view';
import { plyWords, proseMove } from './move-words';
import { readReviewRecord } from './read-record';
import { ReviewNote } from './ReviewNote';
import { ReviewProgress } from './ReviewProgress';
import { ReviewSummary } from './ReviewSummary';
import { say } from './review-text';
import { useLearn } from './useLearn';
import { useReview } from './useReview';
import { markText } from '../../review/reason-text';
import '../../styles/play.css';
import '../../styles/lesson.css';
import '../../styles/review.css';

export interface ReviewPageProps {
  lang: Locale;
}

const NO_SAID = { text: '', id: 0 };

function rowsOf<P>(plies: readonly Ply<P>[]) {
  const rows: { number: number; plies: { ply: Ply<P>; n: number }[] }[] = [];
  plies.forEach((ply, i) => {
    if (i % 2 === 0) rows.push({ number: i / 2 + 1, plies: [] });
    rows.at(-1)!.plies.push({ ply, n: i + 1 });
  });
  return rows;
}

export function ReviewGame<P>({ rules, lang }: ReviewPageProps & { rules: PlayRules<P> }) {
  const { strings, board } = usePageStrings(lang);
  const langTag = LOCALE_TAGS[lang];
  const read = useMemo(() => (typeof window === 'undefined' ? null : readReviewRecord(rules)), [rules]);
  const game = read?.ok === true ? read.value : null;
  const record = useMemo<ReviewRecord | null>(
    () =>
      game === null
        ? null
        : { game: rules.game, start: rules.format(game.start), moves: game.plies.map((p) => p.text) },
    [game, rules],
  );
  const { state, cancel, restart } = useReview(record, game?.nodes);
  const review = state?.kind === 'done' ? state.review : null;
  const [viewed, setViewedState] = useState<number | null>(null);
  const [step, setStep] = useState<number | null>(null);
  const before = (i: number): P => (i === 0 || game === null ? game!.start : game.plies[i - 1]!.position);
  const learn = useLearn(rules, before, review, game?.side ?? null, game?.nodes);
  const onIntent = useBoardIntents({
    explain: (from, to) => (learn.position === null ? 'legal' : rules.explain(learn.position, from + to)),
    play: learn.onTry,
    refuse: learn.onRefuse,
  });
  const total = game?.plies.length ?? 0;
  const at = viewed ?? total;
  const reviewed = review === null || at === 0 ? null : review.plies[at - 1]!;
  const words = useMemo(
    () => (review === null || game === null ? [] : review.plies.map((p, i) => plyWords(rules, before(i), p))),
    [review, game, rules],
  );
  const steps = useMemo(
    () => (reviewed === null ? [] : lineSteps(rules, before(at - 1), reviewed.move, reviewed.line)),
    [reviewed, rules],
  );

  if (read === null) return null;
  if (!read.ok || game === null)
    return (
      <p class="play-panel">{say(strings, read.ok || read.error.code === 'absent' ? 'review.none' : 'review.bad')}</p>
    );

  const setViewed = (n: number | null): void => {
    setViewedState(n);
    setStep(null);
  };
  const ply = at === 0 ? null : game.plies[at - 1]!;
  const shown = step === null ? undefined : steps[step];
  const learning = learn.position !== null;
  const position = learning ? learn.position! : (shown?.position ?? (ply === null ? game.start : ply.position));
  const last = learning
    ? undefined
    : shown !== undefined
      ? shown.last
      : ply === null
        ? undefined
        : { from: ply.from, to: ply.to };
  const open = learning && learn.tried.kind !== 'solved' && learn.tried.kind !== 'judging';

  return (
    <div class={`review review--${rules.game}`}>
      <GameBoard
        game={rules.game}
        position={rules.format(position)}
        targets={open ? rules.targets(position) : NO_TARGETS}
        last={last}
        orientation="first"
        interactive={open}
        board={board}
        said={NO_SAID}
        onIntent={onIntent}
        marks={learning ? learn.marks : shown?.marks}
      />
      <div class="play-side">
        {state?.kind === 'running' && <ReviewProgress percent={state.percent} strings={strings} onCancel={cancel} />}
        {(state?.kind === 'cancelled' || state?.kind === 'failed') && (
          <div class="play-panel" role="status">
            <p>{say(strings, state.kind === 'cancelled' ? 'review.cancelled' : 'review.failed')}</p>
            <button type="button" class="play-button" data-action="restart-review" onClick={restart}>
              {say(strings, 'review.action.restart')}
            </button>
          </div>
        )}
        {learning && (
          <LearnPanel
            game={rules.game}
            learn={learn}
            words={learn.ply === null ? null : (words[learn.ply.ply] ?? null)}
            triedWords={'move' in learn.tried ? proseMove(rules, learn.position!, learn.tried.move) : ''}
            strings={strings}
            board={board}
            langTag={langTag}
          />
        )}
        {review !== null && !learning && (
          <div class="play-panel review-learn-start">
            {learn.total > 0 ? (
              <button type="button" class="play-button" data-action="learn-mistakes" onClick={learn.start}>
                {say(strings, 'review.learn.start', { count: learn.total })}
              </button>
            ) : (
              <p>{say(strings, 'review.learn.none')}</p>
            )}
          </div>
        )}
        {review !== null && !learning && (
          <ReviewNote
            game={rules.game}
            ply={reviewed}
            words={words[at - 1] ?? null}
            strings={strings}
            langTag={langTag}
          >
            {reviewed !== null && (
              <LineControls
                ply={reviewed}
                words={words[at - 1]!}
                steps={steps}
                step={step}
                onStep={setStep}
                strings={strings}
              />
            )}
          </ReviewNote>
        )}
        <MoveList
          game={rules.game}
          rows={rowsOf(game.plies)}
          strings={strings}
          board={board}
          viewed={viewed}
          onView={setViewed}
          marks={review?.plies.map((p) => p.mark)}
        />
      </div>
      {review !== null && (
        <div class="review-wide">
          <EvalGraph
            review={review}
            viewed={at}
            onView={setViewed}
            label={say(strings, 'review.graph.label')}
            dotLabel={(n) =>
              say(strings, 'review.graph.dot', {
                n,
                move: words[n - 1]?.move ?? '',
                mark: markText((k) => strings[k], review.plies[n - 1]!.mark),
              })
            }
          />
          <EvalTable review={review} words={words} strings={strings} langTag={langTag} />
          <ReviewSummary review={review} strings={strings} langTag={langTag} onView={setViewed} />
        </div>
      )}
    </div>
  );
}

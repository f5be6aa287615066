/**
 * One exercise of a rules guide (src/lessons): the task, a live board judged by the engine, and
 * the same controls for every kind: feedback (polite live region), hints on request, "show answer
 * and reasoning", reset, "play from this position" and "report an error". Placed in MDX by
 * src/components/lesson/Exercise.astro; its strings come from the page's registry (src/i18n/page-strings.ts).
 */
import { FeedbackLine } from './exercise/FeedbackLine';
import type { ComponentChildren, ComponentType } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { LOCALE_TAGS, type Locale } from '../i18n/locales';
import { exerciseTextKeys } from '../lessons/keys';
import { hasRings } from '../lessons/rings';
import { RingIcon } from './board/PieceIcon';
import { editorHref, withPosition } from '../lessons/links';
import type { Exercise as ExerciseData } from '../lessons/types';
import { BoardExercise } from './exercise/BoardExercise';
import { CounterExercise } from './exercise/CounterExercise';
import { PickSquaresExercise } from './exercise/PickSquaresExercise';
import { PlayOutExercise } from './exercise/PlayOutExercise';
import { CollectExercise } from './exercise/CollectExercise';
import { RevealExercise } from './exercise/RevealExercise';
import { SafestRevealExercise } from './exercise/SafestRevealExercise';
import { makeTexts, type Feedback, type KindProps } from './exercise/text';
import { keepVerdictInView } from './exercise/board-fit';
import { useBoardFit } from './exercise/useBoardFit';
import { useProgress } from './exercise/useProgress';
import { usePageStrings } from './usePageStrings';
import { Later, useHydrationPass } from '../hydration/Later';
import '../styles/lesson.css';

export interface ExerciseProps {
  exercise: ExerciseData;
  /** The page's language: its strings (from the page's registry) and number formats. */
  lang: Locale;
  playHref: string;
  reportHref: string;
  /** localStorage key of the game's solved list (src/lessons/progress.ts). */
  progressKey?: string;
  /** Inside another island (the Learn course): told of every verdict, to count wrong tries and show the latest. */
  onFeedback?: (f: Feedback) => void;
  /** Say what the board's rings mean (the page's first exercise with a ring). */
  ringNote?: boolean;
  /** Above the instruction (a course task's "task 3 of 6"). */
  header?: ComponentChildren;
  /** Right under the verdict (a course task's stars and "Next"). */
  afterFeedback?: ComponentChildren;
}

type Kind = ExerciseData['kind'];
type BodyOf<K extends Kind> = ComponentType<KindProps<Extract<ExerciseData, { kind: K }>>>;

/** Each kind's body: the four board kinds share one. */
const BODIES: { readonly [K in Kind]: BodyOf<K> } = {
  legality: BoardExercise,
  'find-move': BoardExercise,
  'all-captures': BoardExercise,
  sandbox: BoardExercise,
  'identity-counter': CounterExercise,
  'reveal-review': RevealExercise,
  'play-out': PlayOutExercise,
  collect: CollectExercise,
  'pick-squares': PickSquaresExercise,
  'safest-reveal': SafestRevealExercise,
};

const bodyOf = <K extends Kind>(kind: K): BodyOf<K> => BODIES[kind];

function Body(props: KindProps<ExerciseData>) {
  const Of = bodyOf(props.ex.kind);
  return <Of {...props} />;
}

export default function Exercise(props: ExerciseProps) {
  const ex = props.exercise;
  const { strings, board } = usePageStrings(props.lang);
  // The task's board and its controls hydrate a task after the text and tools (one long task otherwise).
  const hydrating = useHydrationPass();
  const texts = useMemo(
    () => makeTexts(strings, board, ex.game, LOCALE_TAGS[props.lang]),
    [strings, board, ex.game, props.lang],
  );
  const keys = exerciseTextKeys(ex);
  const idBase = `ex-${ex.id}`;
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [solved, setSolved] = useState(false);
  const [hintsShown, setHintsShown] = useState(0);
  const [showAnswer, setShowAnswer] = useState(false);
  const [round, setRound] = useState(0);
  const [current, setCurrent] = useState(ex.position);
  const progress = useProgress(props.progressKey, ex.id);
  const rootRef = useRef<HTMLDivElement>(null);
  useBoardFit(rootRef);

  const onFeedback = (f: Feedback): void => {
    setFeedback(f);
    props.onFeedback?.(f);
    if (f.outcome !== undefined) requestAnimationFrame(() => keepVerdictInView(rootRef.current));
    if (f.outcome !== undefined) setAttempted(true);
    if (f.outcome === 'solved' && !solved) {
      setSolved(true);
      progress.record();
    }
  };
  const reset = (): void => {
    setRound(round + 1);
    setFeedback(null);
    setCurrent(ex.position);
  };

  return (
    <div
      ref={rootRef}
      class="exercise"
      id={idBase}
      data-exercise={ex.id}
      data-kind={ex.kind}
      data-solved={solved ? 'true' : 'false'}
      role="group"
      aria-labelledby={`${idBase}-task`}
    >
      {props.header}
      <p class="exercise-task" id={`${idBase}-task`} data-task-prompt>
        <span class="exercise-label">{texts.ui('exercise')}</span> {texts.key(keys.task)}
      </p>
      {progress.before && !solved && <p class="exercise-note exercise-note--done">{texts.ui('solvedBefore')}</p>}
      {props.ringNote === true && hasRings(ex) && (
        <p class="exercise-ring-note" data-ring-note>
          <RingIcon game={ex.game} /> {texts.ui('ringNote')}
        </p>
      )}
      <Later defer={hydrating}>
        <div class="exercise-body">
          <Body
            key={round}
            ex={ex}
            texts={texts}
            board={board}
            idBase={idBase}
            showAnswer={showAnswer}
            onFeedback={onFeedback}
            onPosition={setCurrent}
            feedback={
              <>
                <FeedbackLine feedback={feedback} />
                {props.afterFeedback}
              </>
            }
          />
        </div>
      </Later>
      {keys.criterion !== null && (attempted || showAnswer) && (
        <p class="exercise-criterion">
          <strong>{texts.ui('criterionHeading')}</strong> {texts.key(keys.criterion)}
        </p>
      )}
      <div class="exercise-tools">
        {keys.hints.length > 0 && !solved && (
          <button
            type="button"
            class="exercise-button"
            data-action="hint"
            disabled={hintsShown >= keys.hints.length}
            aria-controls={`${idBase}-hints`}
            onClick={() => setHintsShown(hintsShown + 1)}
          >
            {texts.ui(hintsShown > 0 && hintsShown < keys.hints.length ? 'moreHint' : 'hint')}
          </button>
        )}
        {keys.answer !== null && (
          <button
            type="button"
            class="exercise-button"
            data-action="show-answer"
            aria-expanded={showAnswer ? 'true' : 'false'}
            aria-controls={`${idBase}-answer`}
            onClick={() => setShowAnswer(!showAnswer)}
          >
            {texts.ui(showAnswer ? 'hideAnswer' : 'showAnswer')}
          </button>
        )}
        <button type="button" class="exercise-button" data-action="retry" onClick={reset}>
          {texts.ui('reset')}
        </button>
      </div>
      <div id={`${idBase}-hints`} class="exercise-hints" hidden={hintsShown === 0}>
        <p class="exercise-subheading">{texts.ui('hintsHeading')}</p>
        <ol>
          {keys.hints.slice(0, hintsShown).map((k) => (
            <li key={k}>{texts.key(k)}</li>
          ))}
        </ol>
      </div>
      {keys.answer !== null && keys.reasoning !== null && (
        <div id={`${idBase}-answer`} class="exercise-answer" hidden={!showAnswer}>
          <p>
            <strong>{texts.ui('answerHeading')}</strong> {texts.key(keys.answer)}
          </p>
          <p>
            <strong>{texts.ui('reasoningHeading')}</strong> {texts.key(keys.reasoning)}
          </p>
        </div>
      )}
      <p class="exercise-links">
        <a class="exercise-play" href={withPosition(props.playHref, ex.position, current)}>
          {texts.ui('playFromHere')}
        </a>
        <a class="exercise-edit" data-action="edit-position" href={editorHref(props.lang, ex.game, current)}>
          {texts.ui('editPosition')}
        </a>
        <a class="exercise-report" href={withPosition(props.reportHref, ex.position, current)}>
          {texts.ui('reportError')}
        </a>
      </p>
    </div>
  );
}

/**
 * The panel of "learn from your mistakes" (useLearn.ts) as a course task: its root carries data-task, data-state
 * (todo | solved) and, once tried, data-verdict (the last try's outcome: wrong | solved), as CourseTask does; the
 * instruction (data-task-prompt), the lesson player's verdict line (FeedbackLine, learn-feedback.ts: "Correct!" on
 * a solve, why a wrong try fails), on a solve the course's focused "Next" (TaskSolved), the exercise's hint and
 * answer controls, and the way back to the analysis.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { BoardStrings } from '../../board/strings';
import type { GameId } from '../../engine/core/game-rules';
import type { Strings } from '../play/text';
import { FeedbackLine } from '../exercise/FeedbackLine';
import { TaskSolved } from '../exercise/TaskSolved';
import { makeTexts } from '../exercise/text';
import { learnFeedback } from './learn-feedback';
import type { Learn } from './useLearn';
import type { PlyWords } from './move-words';
import { say } from './review-text';

interface Props<P> {
  game: GameId;
  learn: Learn<P>;
  /** The exercise's half-move in prose (move-words.ts), and the reader's try in prose. */
  words: PlyWords | null;
  triedWords: string;
  strings: Strings;
  board: BoardStrings;
  langTag: string;
}

export function LearnPanel<P>({ game, learn, words, triedWords, strings, board, langTag }: Props<P>) {
  const { ply, tried, index } = learn;
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = useMemo(() => makeTexts(strings, board, game, langTag), [strings, board, game, langTag]);
  // Each new exercise takes the focus, so a keyboard or screen reader starts from its task.
  useEffect(() => heading.current?.focus(), [index]);
  if (ply === null || index === null || words === null) return null;
  const feedback = learnFeedback(tried, { game, strings, texts, langTag, move: triedWords });
  const solved = tried.kind === 'solved';
  const last = index + 1 >= learn.total;
  const nextLabel = say(strings, last ? 'review.learn.finish' : 'review.learn.next');
  const id = 'review-learn';
  return (
    <section
      class="play-panel exercise review-learn"
      aria-labelledby={`${id}-heading`}
      data-task={`review/${ply.ply + 1}`}
      data-state={solved ? 'solved' : 'todo'}
      data-verdict={feedback?.outcome}
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {say(strings, 'review.learn.count', { n: index + 1, total: learn.total })}
      </h2>
      <p class="exercise-task" data-task-prompt>
        <span class="exercise-label">{texts.ui('exercise')}</span>{' '}
        {say(strings, 'review.learn.prompt', { n: ply.ply + 1, move: words.move })}
      </p>
      <FeedbackLine feedback={feedback} />
      {solved && (
        <TaskSolved
          last={last}
          next={{ label: nextLabel, go: learn.next }}
          strings={(k) => strings[k]}
          langTag={langTag}
        />
      )}
      <div class="exercise-tools">
        {!solved && (
          <button
            type="button"
            class="exercise-button"
            data-action="hint"
            disabled={learn.hint}
            aria-controls={`${id}-hints`}
            onClick={learn.showHint}
          >
            {texts.ui('hint')}
          </button>
        )}
        <button
          type="button"
          class="exercise-button"
          data-action="show-answer"
          aria-expanded={learn.answer ? 'true' : 'false'}
          aria-controls={`${id}-answer`}
          onClick={learn.toggleAnswer}
        >
          {texts.ui(learn.answer ? 'hideAnswer' : 'showAnswer')}
        </button>
        {!solved && (
          <button type="button" class="exercise-button" data-action="next-mistake" onClick={learn.next}>
            {nextLabel}
          </button>
        )}
        <button type="button" class="exercise-button" data-action="learn-exit" onClick={learn.exit}>
          {say(strings, 'review.learn.exit')}
        </button>
      </div>
      <div id={`${id}-hints`} class="exercise-hints" hidden={!learn.hint || learn.answer}>
        <p class="exercise-subheading">{texts.ui('hintsHeading')}</p>
        <p>{say(strings, 'review.learn.hintText', { square: ply.best.slice(0, 2) })}</p>
      </div>
      <div id={`${id}-answer`} class="exercise-answer" hidden={!learn.answer}>
        <p data-answer>
          <strong>{texts.ui('answerHeading')}</strong>{' '}
          {say(strings, 'review.learn.answerText', { move: words.best, line: words.line })}
        </p>
      </div>
    </section>
  );
}

/**
 * The panel of "learn from your mistakes" (useLearn.ts) in the lesson player's hooks and look: the
 * task (data-task, data-state todo | solved, data-task-prompt), the verdict of the last try
 * (data-task-feedback, data-verdict, data-tone), a hint, the answer, the next mistake, the way back.
 */
import { useEffect, useRef } from 'preact/hooks';
import { assertNever } from '../../engine/core/result';
import type { Strings } from '../play/text';
import { FeedbackLine } from '../exercise/FeedbackLine';
import type { Learn, TryState } from './useLearn';
import type { PlyWords } from './move-words';
import { percentText, say } from './review-text';

interface Props<P> {
  learn: Learn<P>;
  /** The exercise's half-move in prose (move-words.ts), and the reader's try in prose. */
  words: PlyWords | null;
  triedWords: string;
  strings: Strings;
  langTag: string;
}

function verdict(
  strings: Strings,
  langTag: string,
  t: TryState,
  move: string,
): { text: string; tone?: 'good' | 'bad' | 'info' } {
  switch (t.kind) {
    case 'todo':
      return { text: '' };
    case 'judging':
      return { text: say(strings, 'review.learn.judging', { move }), tone: 'info' };
    case 'solved':
      return {
        text: say(strings, 'review.learn.solved', { move, chance: percentText(langTag, t.chance) }),
        tone: 'good',
      };
    case 'wrong':
      return {
        text: say(strings, 'review.learn.wrong', { move, chance: percentText(langTag, t.chance) }),
        tone: 'bad',
      };
    case 'same':
      return { text: say(strings, 'review.learn.same', { move }), tone: 'info' };
    case 'illegal':
      return { text: say(strings, 'review.learn.illegal'), tone: 'bad' };
    case 'failed':
      return { text: say(strings, 'review.learn.failed', { move }), tone: 'info' };
    default:
      return assertNever(t);
  }
}

/**
 * The task's latest verdict in the lesson player's terms (data-verdict on data-task): the engine's move or one
 * as good solves it, a worse move or the game's own move again is a wrong try; nothing yet, a refused move or a
 * try still being judged leaves it unset.
 */
function taskVerdict(t: TryState): 'solved' | 'wrong' | undefined {
  switch (t.kind) {
    case 'solved':
      return 'solved';
    case 'wrong':
    case 'same':
      return 'wrong';
    case 'todo':
    case 'judging':
    case 'illegal':
    case 'failed':
      return undefined;
    default:
      return assertNever(t);
  }
}

export function LearnPanel<P>({ learn, words, triedWords, strings, langTag }: Props<P>) {
  const { ply, tried, index } = learn;
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new exercise takes the focus, so a keyboard or screen reader starts from its task.
  useEffect(() => heading.current?.focus(), [index]);
  if (ply === null || index === null || words === null) return null;
  const solved = tried.kind === 'solved';
  const v = verdict(strings, langTag, tried, triedWords);
  const last = index + 1 >= learn.total;
  return (
    <section
      class="play-panel review-learn"
      aria-labelledby="review-learn-heading"
      data-task={`review/${ply.ply + 1}`}
      data-state={solved ? 'solved' : 'todo'}
      data-verdict={taskVerdict(tried)}
    >
      <h2 id="review-learn-heading" ref={heading} tabIndex={-1}>
        {say(strings, 'review.learn.count', { n: index + 1, total: learn.total })}
      </h2>
      <p data-task-prompt>{say(strings, 'review.learn.prompt', { n: ply.ply + 1, move: words.move })}</p>
      <FeedbackLine feedback={{ text: v.text, tone: v.tone, verdict: tried.kind }} />
      {learn.hint && !learn.answer && <p>{say(strings, 'review.learn.hintText', { square: ply.best.slice(0, 2) })}</p>}
      {learn.answer && (
        <p data-answer>{say(strings, 'review.learn.answerText', { move: words.best, line: words.line })}</p>
      )}
      <div class="review-buttons">
        {!solved && (
          <button type="button" class="play-button" data-action="hint" disabled={learn.hint} onClick={learn.showHint}>
            {say(strings, 'review.learn.hint')}
          </button>
        )}
        <button
          type="button"
          class="play-button"
          data-action="show-answer"
          aria-pressed={learn.answer ? 'true' : 'false'}
          onClick={learn.toggleAnswer}
        >
          {say(strings, 'review.learn.answer')}
        </button>
        <button type="button" class="play-button" data-action="next-mistake" onClick={learn.next}>
          {say(strings, last ? 'review.learn.finish' : 'review.learn.next')}
        </button>
        <button type="button" class="play-button" data-action="learn-exit" onClick={learn.exit}>
          {say(strings, 'review.learn.exit')}
        </button>
      </div>
    </section>
  );
}

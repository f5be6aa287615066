/**
 * The engine's line for the viewed half-move, on the board step by step (line-view.ts): the previous
 * and next step (data-action="line-prev" / "line-next", also the [ and ] keys on the group) and the
 * way back to the game's move (data-action="line-exit"). The step shown is said politely.
 */
import type { JSX } from 'preact';
import type { PlyReview } from '../../review/types';
import type { Strings } from '../play/text';
import type { LineStep } from './line-view';
import type { PlyWords } from './move-words';
import { say } from './review-text';

interface Props<P> {
  ply: PlyReview;
  /** Its moves in prose (move-words.ts). */
  words: PlyWords;
  steps: readonly LineStep<P>[];
  /** The step shown, null for the game's own position. */
  step: number | null;
  onStep: (step: number | null) => void;
  strings: Strings;
}

export function LineControls<P>({ ply, words, steps, step, onStep, strings }: Props<P>) {
  if (steps.length === 0 || ply.line.length === 0) return null;
  const next = (): void => onStep(step === null ? 0 : Math.min(step + 1, steps.length - 1));
  const prev = (): void => onStep(step === null || step === 0 ? null : step - 1);
  const onKeyDown = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>): void => {
    if (e.key === ']') next();
    else if (e.key === '[') prev();
    else return;
    e.preventDefault();
  };
  const shown = step === null ? null : steps[step]!;
  const text =
    shown === null
      ? say(strings, 'review.line.game', { n: ply.ply + 1 })
      : shown.move === null
        ? say(strings, 'review.line.before', { n: ply.ply + 1, best: words.best, move: words.move })
        : say(strings, 'review.line.step', { k: step!, total: steps.length - 1, move: shown.said });
  return (
    <div
      class="review-line"
      role="group"
      aria-label={say(strings, 'review.line.label')}
      onKeyDown={onKeyDown}
      data-line-step={step ?? 'game'}
    >
      <p aria-live="polite">{text}</p>
      <div class="review-buttons">
        <button type="button" class="play-button" data-action="line-prev" onClick={prev}>
          {say(strings, 'review.line.prev')}
        </button>
        <button type="button" class="play-button" data-action="line-next" onClick={next}>
          {say(strings, step === null ? 'review.line.show' : 'review.line.next')}
        </button>
        <button type="button" class="play-button" data-action="line-exit" onClick={() => onStep(null)}>
          {say(strings, 'review.line.exit')}
        </button>
      </div>
    </div>
  );
}

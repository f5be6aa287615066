/**
 * The lesson player's verdict line (data-task-feedback): a polite live region with the verdict's tone and code,
 * its bold title ("Correct!") and its text. The guides' and course's exercises, the puzzle trainer and "learn
 * from your mistakes" all show a verdict with it; `before` goes between the title and the text.
 */
import type { ComponentChildren } from 'preact';

export interface FeedbackView {
  readonly text: string;
  readonly title?: string;
  readonly tone?: string;
  readonly verdict?: string;
  readonly outcome?: string;
}

export function FeedbackLine({ feedback, before }: { feedback: FeedbackView | null; before?: ComponentChildren }) {
  return (
    <p
      class="exercise-feedback"
      role="status"
      aria-live="polite"
      data-task-feedback
      data-tone={feedback?.tone}
      data-verdict={feedback?.verdict}
      data-outcome={feedback?.outcome}
    >
      {feedback?.title !== undefined && <strong class="exercise-feedback-title">{feedback.title}</strong>}
      {feedback?.title !== undefined && ' '}
      {before}
      {feedback?.text ?? ''}
    </p>
  );
}

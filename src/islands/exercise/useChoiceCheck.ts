/**
 * The choose-then-check step of the choice exercises (reveal review, safest reveal): the reader picks one
 * option, then "Check" judges it. Without a choice the check only asks for one; after a judged check the
 * answer tables may be shown.
 */
import { useState } from 'preact/hooks';
import type { Feedback, Texts } from './text';

/** A kind's judgement of one choice: whether it is right, and the text that explains it. */
export interface ChoiceJudgement {
  readonly right: boolean;
  readonly text: string;
}

/** The feedback for a check: a request to choose when nothing is chosen, else the judged verdict. */
export function choiceFeedback<C>(choice: C | null, judge: (c: C) => ChoiceJudgement, texts: Texts): Feedback {
  if (choice === null) return { verdict: 'none', tone: 'info', text: texts.ui('review.choose') };
  const { right, text } = judge(choice);
  return {
    verdict: right ? 'success' : 'refused',
    tone: right ? 'good' : 'bad',
    outcome: right ? 'solved' : 'wrong',
    text,
  };
}

export interface ChoiceCheck<C> {
  readonly choice: C | null;
  readonly setChoice: (c: C) => void;
  /** True once a choice has been judged. */
  readonly checked: boolean;
  /** The form's submit handler; `chosen` is the option checked in the form as it is sent (ChoiceForm). */
  readonly check: (e: Event, chosen: C | null) => void;
}

export function useChoiceCheck<C>(
  texts: Texts,
  onFeedback: (f: Feedback) => void,
  judge: (c: C) => ChoiceJudgement,
): ChoiceCheck<C> {
  const [choice, setChoice] = useState<C | null>(null);
  const [checked, setChecked] = useState(false);
  function check(e: Event, chosen: C | null): void {
    e.preventDefault();
    const feedback = choiceFeedback(chosen, judge, texts);
    if (chosen !== null) setChecked(true);
    onFeedback(feedback);
  }
  return { choice, setChoice, checked, check };
}

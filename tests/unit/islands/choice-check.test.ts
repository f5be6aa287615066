import { describe, expect, it } from 'vitest';
import type { Texts } from '../../../src/islands/exercise/text';
import { choiceFeedback } from '../../../src/islands/exercise/useChoiceCheck';

const texts: Texts = {
  key: (k) => k,
  ui: (name) => `ui:${name}`,
  counted: (base, count) => `ui:${base}:${count}`,
  piece: (letter) => letter,
  chance: () => '',
};
const judgeAgainst = (answer: string) => (c: string) => ({ right: c === answer, text: `chose ${c}` });

describe('choiceFeedback (the check of a choice exercise)', () => {
  it('asks for a choice, without a verdict or an outcome, when nothing is chosen', () => {
    const f = choiceFeedback<string>(null, judgeAgainst('b4'), texts);
    expect(f).toEqual({ verdict: 'none', tone: 'info', text: 'ui:review.choose' });
  });

  it('solves the exercise on the right choice, with the text of the kind', () => {
    expect(choiceFeedback('b4', judgeAgainst('b4'), texts)).toEqual({
      verdict: 'success',
      tone: 'good',
      outcome: 'solved',
      title: 'ui:verdict.correct',
      text: 'chose b4',
    });
  });

  it('counts a wrong choice as a wrong try', () => {
    expect(choiceFeedback('c2', judgeAgainst('b4'), texts)).toEqual({
      verdict: 'refused',
      tone: 'bad',
      outcome: 'wrong',
      text: 'chose c2',
    });
  });
});

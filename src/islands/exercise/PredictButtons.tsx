/** A legality task's prediction: "may this move be played?" answered Yes or No (data-answer). */
import type { Answer } from '../../lessons/judge';
import type { Texts } from './text';

export function PredictButtons(props: { id: string; texts: Texts; done: boolean; onAnswer: (a: Answer) => void }) {
  const { id, texts } = props;
  return (
    <div class="exercise-predict" role="group" aria-labelledby={id}>
      <span id={id} class="exercise-subheading">
        {texts.ui('answer.legend')}
      </span>
      {(['yes', 'no'] as const).map((a) => (
        <button
          key={a}
          type="button"
          class="exercise-button exercise-button--answer"
          data-answer={a}
          disabled={props.done}
          onClick={() => props.onAnswer(a)}
        >
          {texts.ui(`answer.${a}`)}
        </button>
      ))}
    </div>
  );
}

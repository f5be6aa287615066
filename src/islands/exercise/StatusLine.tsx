/** Whose turn it is, or how the game ended (B2, B8, J6), under an exercise board. */
import type { LessonEngine } from '../../lessons/engine';
import { statusReasonKey, turnUiName } from '../../lessons/keys';
import type { Texts } from './text';

export function StatusLine(props: { engine: LessonEngine<unknown>; pos: unknown; texts: Texts }) {
  const { engine, pos, texts } = props;
  const st = engine.status(pos);
  const text =
    st.result === 'ongoing'
      ? texts.ui(turnUiName(engine.turn(pos)))
      : `${texts.ui(`result.${st.result}`)} ${texts.key(statusReasonKey(engine.game, st.reason))}`;
  return (
    <p class="exercise-status" data-result={st.result}>
      {text}
    </p>
  );
}

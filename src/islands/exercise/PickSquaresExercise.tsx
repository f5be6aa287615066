/**
 * Kind 'pick-squares': the reader marks every square the task names on the board itself (a tap or click on a
 * square, or Enter / Space on the focused one, marks it; again, unmarks it: the board's edit mode, its squares
 * toggle buttons). A list of the squares as buttons, rank by rank from the top, stays folded under the board as
 * another way to mark them. "Check" compares the marks with the stored set (../../lessons/pick.ts).
 */
import { useMemo, useState } from 'preact/hooks';
import Board from './LazyBoard';
import { dimensionsOf } from '../../board/faces';
import { squareName } from '../../board/geometry';
import type { Mark } from '../../board/types';
import { checkPicks, pickSolved } from '../../lessons/pick';
import type { PickSquaresExercise as PickData } from '../../lessons/types';
import { pickSuccess } from './success-feedback';
import type { KindProps } from './text';

export function PickSquaresExercise(props: KindProps<PickData>) {
  const { ex, texts, board } = props;
  const [picked, setPicked] = useState<readonly string[]>([]);
  const dims = dimensionsOf(ex.game);
  const rows = useMemo(
    () =>
      Array.from({ length: dims.ranks }, (_, r) =>
        Array.from({ length: dims.files }, (__, f) => squareName(f, dims.ranks - 1 - r)),
      ),
    [dims],
  );

  const toggle = (sq: string): void =>
    setPicked((was) => (was.includes(sq) ? was.filter((p) => p !== sq) : [...was, sq]));
  const pressed = useMemo(() => new Set(picked), [picked]);

  function check(): void {
    const c = checkPicks(ex.squares, picked);
    if (pickSolved(c)) {
      props.onFeedback({ ...pickSuccess(texts, ex), outcome: 'solved' });
      return;
    }
    props.onFeedback({
      verdict: 'refused',
      tone: 'bad',
      outcome: 'wrong',
      text: texts.ui('pick.wrong', { missing: c.missing.length, extra: c.extra.length }),
    });
  }

  const marks = useMemo(() => {
    const out: Mark[] = picked.map((square) => ({ kind: 'circle', square, tone: 'info' }));
    if (props.showAnswer) out.push(...ex.squares.map((square): Mark => ({ kind: 'square', square, tone: 'good' })));
    return out;
  }, [picked, props.showAnswer, ex.squares]);

  const legendId = `${props.idBase}-pick`;
  return (
    <>
      <p class="exercise-note exercise-pick-help">{texts.ui('pick.help')}</p>
      <Board
        game={ex.game}
        position={ex.position}
        marks={marks}
        strings={board}
        help={texts.ui('pick.help')}
        pressed={pressed}
        onSquare={toggle}
      />
      <p class="exercise-count">{texts.ui('pick.count', { count: picked.length })}</p>
      <button type="button" class="exercise-button" data-action="check" onClick={check}>
        {texts.ui('pick.check')}
      </button>
      {props.feedback}
      <details class="exercise-pick-list">
        <summary>{texts.ui('pick.list')}</summary>
        <div class="exercise-pick" role="group" aria-labelledby={legendId}>
          <p id={legendId} class="exercise-subheading">
            {texts.ui('pick.legend')}
          </p>
          {rows.map((row) => (
            <div class="exercise-pick-row" key={row[0]}>
              {row.map((sq) => (
                <button
                  type="button"
                  key={sq}
                  class="exercise-pick-square"
                  data-pick={sq}
                  aria-pressed={picked.includes(sq) ? 'true' : 'false'}
                  onClick={() => toggle(sq)}
                >
                  {sq}
                </button>
              ))}
            </div>
          ))}
        </div>
      </details>
    </>
  );
}

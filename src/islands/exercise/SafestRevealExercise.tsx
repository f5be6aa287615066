/**
 * "Choose the safest reveal" (Banqi, issue 14): the reader picks one of a few face-down squares;
 * the page judges the choice by the odds of each reveal (revealOdds: the chance that the opponent
 * can capture at once), never by what a reveal would actually turn up, then shows every chance.
 */
import { useMemo, useState } from 'preact/hooks';
import Board from './LazyBoard';
import { parsePosition, squareOf } from '../../engine/banqi';
import { revealOdds } from '../../lessons/banqi/hidden';
import type { SafestRevealExercise as SafestData } from '../../lessons/types';
import { ChoiceForm } from './ChoiceForm';
import { OddsTable } from './OddsTable';
import type { KindProps } from './text';

export function SafestRevealExercise(props: KindProps<SafestData>) {
  const { ex, texts, idBase } = props;
  const risks = useMemo(() => {
    const p = parsePosition(ex.position);
    if (!p.ok) throw new Error(`exercise ${ex.id}: bad position`);
    return ex.squares.map((square) => {
      const o = revealOdds(p.value, squareOf(square) ?? -1);
      if (!o.ok) throw new Error(`exercise ${ex.id}: no reveal on ${square}`);
      return { square, risk: o.value.risk };
    });
  }, [ex]);
  const [choice, setChoice] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const riskOf = (square: string): string => {
    const r = risks.find((x) => x.square === square);
    return r === undefined ? '' : texts.chance(r.risk);
  };

  function check(e: Event, chosen: string | null): void {
    e.preventDefault();
    if (chosen === null) {
      props.onFeedback({ verdict: 'none', tone: 'info', text: texts.ui('review.choose') });
      return;
    }
    setChecked(true);
    const right = chosen === ex.answer;
    props.onFeedback({
      verdict: right ? 'success' : 'refused',
      tone: right ? 'good' : 'bad',
      outcome: right ? 'solved' : 'wrong',
      text: texts.ui(right ? 'safest.right' : 'safest.wrong', {
        square: chosen,
        risk: riskOf(chosen),
        best: ex.answer,
        bestRisk: riskOf(ex.answer),
      }),
    });
  }

  return (
    <>
      <Board game={ex.game} position={ex.position} interactive={false} strings={props.board} marks={ex.marks} />
      {/* The verdict right under the board, so the instruction, board and verdict share one screen. */}
      {props.feedback}
      <ChoiceForm
        name={`${idBase}-sq`}
        legend={texts.ui('safest.legend')}
        options={ex.squares.map((square) => ({ value: square, label: square }))}
        choice={choice}
        onChoose={setChoice}
        submit={texts.ui('safest.check')}
        onSubmit={check}
      />
      {(checked || props.showAnswer) && (
        <OddsTable
          caption={texts.ui('safest.caption')}
          headers={[texts.ui('safest.square'), texts.ui('safest.risk')]}
          rows={risks.map((r) => ({ key: r.square, label: r.square, chance: texts.chance(r.risk) }))}
        />
      )}
    </>
  );
}

/**
 * "Choose the safest reveal" (Banqi, issue 14): the reader picks one of a few face-down squares;
 * the page judges the choice by the odds of each reveal (revealOdds: the chance that the opponent
 * can capture at once), never by what a reveal would actually turn up, then shows every chance.
 */
import { useMemo } from 'preact/hooks';
import Board from './LazyBoard';
import { parsePosition, squareOf } from '../../engine/banqi';
import { revealOdds } from '../../lessons/banqi/hidden';
import type { SafestRevealExercise as SafestData } from '../../lessons/types';
import { ChoiceForm } from './ChoiceForm';
import { OddsTable } from './OddsTable';
import { useChoiceCheck } from './useChoiceCheck';
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
  const riskOf = (square: string): string => {
    const r = risks.find((x) => x.square === square);
    return r === undefined ? '' : texts.chance(r.risk);
  };

  const { choice, setChoice, checked, check } = useChoiceCheck<string>(texts, props.onFeedback, (square) => {
    const right = square === ex.answer;
    const vars = { square, risk: riskOf(square), best: ex.answer, bestRisk: riskOf(ex.answer) };
    return { right, text: texts.ui(right ? 'safest.right' : 'safest.wrong', vars) };
  });

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

/**
 * The reveal review (Banqi): a position before a reveal. The reader rates the risk with what was
 * known at that turn; the page computes the chance of each outcome from the pool, then shows what
 * actually turned up. The decision is judged by the odds, not by the result.
 */
import { useMemo } from 'preact/hooks';
import Board from './LazyBoard';
import { applyAction, makePosition, parsePosition, reveal, squareOf, type Identity } from '../../engine/banqi';
import { revealOdds } from '../../lessons/banqi/hidden';
import { REVEAL_OUTCOMES, RISK_BANDS, type RevealReviewExercise, type RiskBand } from '../../lessons/types';
import { ChoiceForm } from './ChoiceForm';
import { OddsTable } from './OddsTable';
import { useChoiceCheck } from './useChoiceCheck';
import type { KindProps } from './text';

export function RevealExercise(props: KindProps<RevealReviewExercise>) {
  const { ex, texts, idBase } = props;
  const { pos, odds, after } = useMemo(() => {
    const p = parsePosition(ex.position);
    const sq = squareOf(ex.square);
    if (!p.ok || sq === undefined) throw new Error(`exercise ${ex.id}: bad position`);
    const o = revealOdds(p.value, sq);
    const a = applyAction(p.value, reveal(sq), ex.actualReveal as Identity);
    if (!o.ok || !a.ok) throw new Error(`exercise ${ex.id}: no reveal on ${ex.square}`);
    return { pos: p.value, odds: o.value, after: makePosition(a.value) };
  }, [ex]);
  const { choice, setChoice, checked, check } = useChoiceCheck<RiskBand>(texts, props.onFeedback, (band) => {
    const right = band === odds.band;
    const vars = { risk: texts.chance(odds.risk), band: texts.ui(`risk.${odds.band}`) };
    return { right, text: texts.ui(right ? 'review.right' : 'review.wrong', vars) };
  });

  const shown = checked || props.showAnswer;
  const revealed = texts.piece(ex.actualReveal);
  return (
    <>
      <Board
        game={ex.game}
        position={shown ? after : makePosition(pos)}
        interactive={false}
        strings={props.board}
        marks={shown ? undefined : ex.marks}
        lastMove={shown ? { from: ex.square, to: ex.square } : null}
      />
      {/* The verdict right under the board, so the instruction, board and verdict share one screen. */}
      {props.feedback}
      <ChoiceForm
        name={`${idBase}-risk`}
        legend={texts.ui('review.legend', { square: ex.square })}
        options={RISK_BANDS.map((band) => ({ value: band, label: texts.ui(`risk.${band}`) }))}
        choice={choice}
        onChoose={setChoice}
        submit={texts.ui('review.check')}
        onSubmit={check}
      />
      {shown && (
        <>
          <OddsTable
            caption={texts.ui('review.captionOutcomes', { square: ex.square })}
            headers={[texts.ui('review.outcome'), texts.ui('odds.chance')]}
            rows={REVEAL_OUTCOMES.map((o) => ({
              key: o,
              label: (
                <>
                  {texts.ui(`outcome.${o}`)}
                  <span class="exercise-odds-ids">
                    {odds.cases
                      .filter((c) => c.outcome === o)
                      .map((c) => texts.ui('count', { piece: texts.piece(c.identity), count: c.count }))
                      .join(', ')}
                  </span>
                </>
              ),
              chance: texts.chance(odds.outcomes[o]),
            }))}
          />
          <p class="exercise-actual" data-identity={ex.actualReveal}>
            {texts.ui('review.actual', { square: ex.square, piece: revealed })}
          </p>
        </>
      )}
    </>
  );
}

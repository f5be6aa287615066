/**
 * The identity counter (Banqi): the reader states how many of each identity may still be face
 * down; the page checks against the engine's pool and then shows the odds per face-down piece. The counts are
 * read from the form as it is sent, and taken over once the island is live: what the reader typed into the
 * server-drawn form before the island hydrated is not lost (issue 45).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import Board from './LazyBoard';
import { COLOURS, IDENTITIES, FULL_SET, colourOf, parsePosition, type Identity } from '../../engine/banqi';
import { capturedCounts, checkCounter, poolChances } from '../../lessons/banqi/hidden';
import type { IdentityCounterExercise } from '../../lessons/types';
import { CapturedTray } from './CapturedTray';
import { OddsTable } from './OddsTable';
import type { KindProps } from './text';

type Counts = Partial<Record<Identity, string>>;

/** The counts typed into the form now, by identity. */
function typedIn(form: HTMLFormElement | null): Counts {
  const inputs = form === null ? [] : [...form.querySelectorAll<HTMLInputElement>('input[data-identity]')];
  return Object.fromEntries(inputs.map((i) => [i.dataset['identity'] ?? '', i.value]));
}

export function CounterExercise(props: KindProps<IdentityCounterExercise>) {
  const { ex, texts, idBase } = props;
  const pos = useMemo(() => {
    const p = parsePosition(ex.position);
    if (!p.ok) throw new Error(`exercise ${ex.id}: bad position`);
    return p.value;
  }, [ex]);
  const [values, setValues] = useState<Counts>({});
  const [solved, setSolved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setValues(typedIn(form.current)), []);

  // A count is a whole number from 0 up; '' counts as 0. Anything else is refused with a message (issue 14).
  const invalidOf = (v: Counts): Identity[] => IDENTITIES.filter((id) => !/^\d*$/.test((v[id] ?? '').trim()));
  const statedOf = (v: Counts): Record<string, number> =>
    Object.fromEntries(IDENTITIES.map((id) => [id, Number.parseInt(v[id] ?? '', 10) || 0]));
  const sum = IDENTITIES.reduce((n, id) => n + (statedOf(values)[id] ?? 0), 0);
  const hidden = checkCounter(pos, {}).hidden;

  function check(e: Event): void {
    e.preventDefault();
    const now = typedIn(form.current);
    setValues(now);
    const invalid = invalidOf(now);
    const stated = statedOf(now);
    const bad = invalid[0];
    if (bad !== undefined) {
      props.onFeedback({
        verdict: 'invalid',
        tone: 'bad',
        text: texts.ui('counter.invalid', { piece: texts.piece(bad), value: now[bad] ?? '' }),
      });
      return;
    }
    const result = checkCounter(pos, stated);
    if (result.correct) {
      setSolved(true);
      props.onFeedback({
        verdict: 'success',
        tone: 'good',
        outcome: 'solved',
        text: texts.ui('counter.right'),
      });
      return;
    }
    const parts = [texts.ui('counter.wrong', { count: result.wrong.length })];
    if (result.sum !== result.hidden)
      parts.push(texts.ui('counter.wrongSum', { hidden: result.hidden, sum: result.sum }));
    props.onFeedback({ verdict: 'refused', tone: 'bad', outcome: 'wrong', text: parts.join(' ') });
  }

  const showOdds = solved || props.showAnswer;
  return (
    <>
      <Board game={ex.game} position={ex.position} interactive={false} strings={props.board} marks={ex.marks} />
      {/* The verdict right under the board, so the instruction, board and verdict share one screen. */}
      {props.feedback}
      <CapturedTray captured={capturedCounts(pos)} texts={texts} id={`${idBase}-captured`} />
      <form ref={form} class="exercise-counter" onSubmit={check} noValidate>
        <fieldset>
          <legend>{texts.ui('counter.legend')}</legend>
          <div class="exercise-counter-groups">
            {COLOURS.map((colour) => (
              <fieldset key={colour} class="exercise-counter-group">
                <legend>{texts.ui(colour === 'red' ? 'counter.red' : 'counter.black')}</legend>
                {IDENTITIES.filter((id) => colourOf(id) === colour).map((id) => (
                  <div class="exercise-counter-row" key={id}>
                    <label for={`${idBase}-n-${id}`}>{texts.piece(id)}</label>
                    <input
                      id={`${idBase}-n-${id}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={FULL_SET[id]}
                      step={1}
                      placeholder="0"
                      data-identity={id}
                      value={values[id] ?? ''}
                      onInput={(e) => setValues({ ...values, [id]: (e.target as HTMLInputElement).value })}
                    />
                  </div>
                ))}
              </fieldset>
            ))}
          </div>
          <p class="exercise-counter-sum">{texts.ui('counter.sum', { sum, hidden })}</p>
          <button type="submit" class="exercise-button exercise-button--primary">
            {texts.ui('counter.check')}
          </button>
        </fieldset>
      </form>
      {showOdds && (
        <>
          <OddsTable
            caption={texts.ui('odds.caption', { hidden })}
            headers={[texts.ui('odds.piece'), texts.ui('odds.count'), texts.ui('odds.chance')]}
            rows={poolChances(pos).map((c) => ({
              key: c.identity,
              label: texts.piece(c.identity),
              count: c.count,
              chance: texts.chance(c.chance),
            }))}
          />
          <p class="exercise-note">{texts.ui('odds.note')}</p>
        </>
      )}
    </>
  );
}

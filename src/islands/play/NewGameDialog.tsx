/**
 * The new-game form in a modal <dialog>: opponent (the AI or two people), the AI's level, the
 * reader's seat (Banqi: first or second; Jungle: red or blue) and, for a game that began from a
 * link, whether to start again from that position.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Game } from '../../board/types';
import { LEVELS, isLevel, type Colour, type Level, type Seat, type Setup } from '../../play/types';
import { tr, type Strings } from './text';

export interface NewGameChoice {
  readonly setup: Setup;
  /** Start again from the current game's start (only offered when it is not the standard start). */
  readonly sameStart: boolean;
}

interface Props {
  game: Game;
  open: boolean;
  /** The current setup (the form's defaults). */
  setup: Setup;
  /** The colour of the first seat at the current start (Jungle), to turn a colour choice into a seat. */
  firstColour: Colour | null;
  /** Whether the current game began away from the standard start. */
  customStart: boolean;
  strings: Strings;
  onStart: (choice: NewGameChoice) => void;
  onClose: () => void;
}

const SEATS: readonly Seat[] = ['first', 'second'];
const JUNGLE_SIDES = ['red', 'blue'] as const;
type JungleSide = (typeof JUNGLE_SIDES)[number];

/**
 * One choice of the form, a fieldset of radio buttons named play-<field>: its legend is play.new.<field>, each
 * option's label play.new.<field>.<value>, and with `hint` the note play.new.<field>.hint under them.
 */
function Choices<V extends string>(p: {
  strings: Strings;
  field: 'opponent' | 'seat' | 'colour' | 'start';
  values: readonly V[];
  value: V;
  onChange: (value: V) => void;
  hint?: boolean;
}) {
  const key = `play.new.${p.field}`;
  return (
    <fieldset>
      <legend>{tr(p.strings, key)}</legend>
      {p.values.map((v) => (
        <label key={v} class="play-choice">
          <input
            type="radio"
            name={`play-${p.field}`}
            value={v}
            checked={p.value === v}
            onChange={() => p.onChange(v)}
          />
          {tr(p.strings, `${key}.${v}`)}
        </label>
      ))}
      {p.hint === true && <p class="play-note">{tr(p.strings, `${key}.hint`)}</p>}
    </fieldset>
  );
}

const colourOf = (seat: Seat, first: JungleSide): JungleSide =>
  seat === 'first' ? first : first === 'red' ? 'blue' : 'red';

export function NewGameDialog(props: Props) {
  const { game, open, setup, firstColour, customStart, strings } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<Setup['mode']>(setup.mode);
  const [level, setLevel] = useState<Level>(setup.mode === 'ai' ? setup.level : 2);
  const [seat, setSeat] = useState<Seat>(setup.mode === 'ai' ? setup.human : 'first');
  // A new game starts from the standard position unless the reader asks for the current start.
  const [sameStart, setSameStart] = useState(false);
  const currentFirst: JungleSide = firstColour === 'blue' ? 'blue' : 'red';
  const [colour, setColour] = useState<JungleSide>(colourOf(seat, currentFirst));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      setMode(setup.mode);
      if (setup.mode === 'ai') {
        setLevel(setup.level);
        setSeat(setup.human);
        setColour(colourOf(setup.human, currentFirst));
      }
      setSameStart(false);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (e: Event): void => {
    e.preventDefault();
    const same = customStart && sameStart;
    // Jungle: the reader picks a colour; the seat is that colour's at the chosen start (red opens the standard one).
    const human: Seat = game === 'jungle' ? (colour === (same ? currentFirst : 'red') ? 'first' : 'second') : seat;
    props.onStart({ setup: mode === 'ai' ? { mode: 'ai', level, human } : { mode: 'local' }, sameStart: same });
  };

  return (
    <dialog ref={ref} class="play-dialog" aria-labelledby="play-new-heading" onClose={props.onClose}>
      <form onSubmit={submit}>
        <h2 id="play-new-heading">{tr(strings, 'play.new.heading')}</h2>
        <Choices strings={strings} field="opponent" values={['ai', 'local'] as const} value={mode} onChange={setMode} />
        {mode === 'ai' && (
          <>
            <p class="play-field">
              <label for="play-level">{tr(strings, 'play.new.level')}</label>
              <select
                id="play-level"
                value={String(level)}
                onChange={(e) => {
                  const n = Number(e.currentTarget.value);
                  if (isLevel(n)) setLevel(n);
                }}
              >
                {LEVELS.map((l) => (
                  <option key={l} value={String(l)}>
                    {tr(strings, `play.level.${l}`)}
                  </option>
                ))}
              </select>
            </p>
            {game === 'banqi' ? (
              <Choices strings={strings} field="seat" values={SEATS} value={seat} onChange={setSeat} hint />
            ) : (
              <Choices strings={strings} field="colour" values={JUNGLE_SIDES} value={colour} onChange={setColour} />
            )}
          </>
        )}
        {customStart && (
          <Choices
            strings={strings}
            field="start"
            values={['standard', 'current'] as const}
            value={sameStart ? 'current' : 'standard'}
            onChange={(v) => setSameStart(v === 'current')}
          />
        )}
        <p class="play-dialog-actions">
          <button type="submit" class="play-button play-button--primary">
            {tr(strings, 'play.new.submit')}
          </button>
          <button type="button" class="play-button" onClick={props.onClose}>
            {tr(strings, 'play.new.cancel')}
          </button>
        </p>
      </form>
    </dialog>
  );
}

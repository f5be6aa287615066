/**
 * A one-answer question of an exercise: a legend, radio options and a check button (reveal review, safest reveal).
 * The answer checked is read from the form itself when it is sent, and taken over once the island is live: a
 * choice made on the server-drawn form before the island hydrated is not lost (issue 45).
 */
import { useEffect, useRef } from 'preact/hooks';

export interface ChoiceFormProps<V extends string> {
  /** Prefix of the inputs' ids and of the group's name. */
  readonly name: string;
  readonly legend: string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly choice: V | null;
  readonly onChoose: (value: V) => void;
  readonly submit: string;
  /** `chosen`: the option checked in the form as it is sent (null: none). */
  readonly onSubmit: (e: Event, chosen: V | null) => void;
}

export function ChoiceForm<V extends string>(props: ChoiceFormProps<V>) {
  const form = useRef<HTMLFormElement>(null);
  /** The option checked in the form now, whatever the island's state says. */
  const checkedNow = (): V | null => {
    const value = form.current === null ? null : new FormData(form.current).get(props.name);
    return props.options.find((o) => o.value === value)?.value ?? null;
  };
  useEffect(() => {
    const early = checkedNow();
    if (early !== null && early !== props.choice) props.onChoose(early);
  }, []);
  return (
    <form ref={form} class="exercise-review" onSubmit={(e) => props.onSubmit(e, checkedNow())}>
      <fieldset>
        <legend>{props.legend}</legend>
        {props.options.map((o) => (
          <div class="exercise-choice" key={o.value}>
            <input
              type="radio"
              id={`${props.name}-${o.value}`}
              name={props.name}
              value={o.value}
              checked={props.choice === o.value}
              onChange={() => props.onChoose(o.value)}
            />
            <label for={`${props.name}-${o.value}`}>{o.label}</label>
          </div>
        ))}
        <button type="submit" class="exercise-button exercise-button--primary">
          {props.submit}
        </button>
      </fieldset>
    </form>
  );
}

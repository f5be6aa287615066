/** A one-answer question of an exercise: a legend, radio options and a check button (reveal review, safest reveal). */
export interface ChoiceFormProps<V extends string> {
  /** Prefix of the inputs' ids and of the group's name. */
  readonly name: string;
  readonly legend: string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly choice: V | null;
  readonly onChoose: (value: V) => void;
  readonly submit: string;
  readonly onSubmit: (e: Event) => void;
}

export function ChoiceForm<V extends string>(props: ChoiceFormProps<V>) {
  return (
    <form class="exercise-review" onSubmit={props.onSubmit}>
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

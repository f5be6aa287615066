/** A small table of chances (identity or outcome, optional count, chance). */
import type { ComponentChildren } from 'preact';

export interface OddsRow {
  readonly key: string;
  readonly label: ComponentChildren;
  readonly count?: number;
  readonly chance: string;
}

export function OddsTable(props: {
  caption: string;
  headers: readonly [string, string, string] | readonly [string, string];
  rows: readonly OddsRow[];
}) {
  const withCount = props.headers.length === 3;
  return (
    <div class="exercise-table-wrap">
      <table class="exercise-odds">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.headers.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              {withCount && <td>{r.count}</td>}
              <td>{r.chance}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

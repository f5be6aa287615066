/**
 * The evaluation graph's data as a table: each half-move, the mover, the first seat's chance after it, its mark.
 * It sits in a closed <details>, and its rows are drawn when it is first opened: the page's last render of a
 * finished review stays one short main-thread task (`npm run bench -- review-page`).
 */
import { useState } from 'preact/hooks';
import type { GameReview } from '../../review/types';
import { markText } from '../../review/reason-text';
import type { Strings } from '../play/text';
import type { PlyWords } from './move-words';
import { percentText, say, seatText } from './review-text';

interface Props {
  review: GameReview;
  /** Each half-move in prose (move-words.ts). */
  words: readonly PlyWords[];
  strings: Strings;
  langTag: string;
}

export function EvalTable({ review, words, strings, langTag }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      class="review-table"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open) setOpened(true);
      }}
    >
      <summary>{say(strings, 'review.table.caption')}</summary>
      {opened && (
        <table>
          <thead>
            <tr>
              <th scope="col">{say(strings, 'review.table.move')}</th>
              <th scope="col">{say(strings, 'review.table.side')}</th>
              <th scope="col">{say(strings, 'review.table.chance')}</th>
              <th scope="col">{say(strings, 'review.table.mark')}</th>
            </tr>
          </thead>
          <tbody>
            {review.plies.map((p) => (
              <tr key={p.ply}>
                <th scope="row">
                  {p.ply + 1}. {words[p.ply]?.move}
                </th>
                <td>{seatText(strings, p.seat)}</td>
                <td>{percentText(langTag, review.firstSeatChance[p.ply + 1] ?? 0)}%</td>
                <td>{markText((k) => strings[k], p.mark)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}

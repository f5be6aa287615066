/** The per-side summary of a review: accuracy, the count of each mark, the biggest swing. */
import { MARKS, type GameReview, type Seat } from '../../review/types';
import { markText } from '../../review/reason-text';
import type { Strings } from '../play/text';
import { percentText, say, seatText } from './review-text';

interface Props {
  review: GameReview;
  strings: Strings;
  langTag: string;
  onView: (n: number) => void;
}

const SEATS: readonly Seat[] = ['first', 'second'];

export function ReviewSummary({ review, strings, langTag, onView }: Props) {
  return (
    <section class="play-panel review-summary" aria-labelledby="review-summary-heading">
      <h2 id="review-summary-heading">{say(strings, 'review.summary.heading')}</h2>
      {SEATS.map((seat) => {
        const s = review.summary[seat];
        const swing = s.biggestSwing;
        return (
          <div key={seat} class="review-side" data-review-side={seat}>
            <h3>{seatText(strings, seat)}</h3>
            <p data-review-accuracy={s.accuracy}>
              {say(strings, 'review.summary.accuracy', { accuracy: percentText(langTag, s.accuracy) })}
            </p>
            <ul class="review-counts">
              {MARKS.map((m) => (
                <li key={m} data-mark-count={m}>
                  {markText((k) => strings[k], m)}: {s.counts[m]}
                </li>
              ))}
            </ul>
            <p>
              {swing === null ? (
                say(strings, 'review.summary.noSwing')
              ) : (
                <button type="button" class="review-link" onClick={() => onView(swing.ply + 1)}>
                  {say(strings, 'review.summary.swing', {
                    n: swing.ply + 1,
                    loss: percentText(langTag, swing.loss),
                  })}
                </button>
              )}
            </p>
          </div>
        );
      })}
    </section>
  );
}

/**
 * What the review says about the viewed half-move: its mark, the sentence of its reason (built from
 * the engine's line by reasonText) and the engine's better move. Announced politely when it changes.
 */
import type { ComponentChildren } from 'preact';
import type { GameId } from '../../engine/core/game-rules';
import { markText, reasonText } from '../../review/reason-text';
import type { PlyReview } from '../../review/types';
import type { Strings } from '../play/text';
import type { PlyWords } from './move-words';
import { say } from './review-text';

interface Props {
  game: GameId;
  /** The reviewed ply viewed, null at the start. */
  ply: PlyReview | null;
  /** Its moves in prose (move-words.ts). */
  words: PlyWords | null;
  strings: Strings;
  langTag: string;
  /** The engine's line controls, under the note. */
  children?: ComponentChildren;
}

export function ReviewNote({ game, ply, words, strings, langTag, children }: Props) {
  const get = (k: string): string | undefined => strings[k];
  return (
    <section class="play-panel review-note" aria-labelledby="review-note-heading" data-review-note>
      <h2 id="review-note-heading">{say(strings, 'review.note.heading')}</h2>
      <div aria-live="polite">
        {ply === null || words === null ? (
          <p>{say(strings, 'review.note.start')}</p>
        ) : (
          <>
            <p>
              {say(strings, 'review.note.played', { n: ply.ply + 1, move: words.move })}{' '}
              <strong class={`review-mark review-mark-${ply.mark}`} data-note-mark={ply.mark}>
                {markText(get, ply.mark)}
              </strong>
            </p>
            {ply.reason !== null && <p data-review-reason>{reasonText(get, langTag, game, ply.reason)}</p>}
            {ply.reason !== null && ply.best !== '' && (
              <p>{say(strings, 'review.note.best', { move: words.best, line: words.line })}</p>
            )}
          </>
        )}
      </div>
      {children}
    </section>
  );
}

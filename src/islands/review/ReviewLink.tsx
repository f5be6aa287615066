/**
 * The play page's "Review this game" control (hook: data-action="review"), shown once the game has a
 * move: it leaves the record for the review page (read-record.ts) and opens that page.
 */
import type { GameId } from '../../engine/core/game-rules';
import { GAME_ROUTES, localeOfPath, localizedPath } from '../../i18n/routes';
import type { Strings } from '../play/text';
import { REVIEW_RECORD_KEY } from './read-record';

interface Props {
  game: GameId;
  /** The play page's path, e.g. '/pt/banqi/play/' (its locale names the review page's). */
  pagePath: string;
  /** The game's record text (src/play/record-file.ts), or null before the first move. */
  record: () => string | null;
  show: boolean;
  strings: Strings;
}

export function ReviewLink({ game, pagePath, record, show, strings }: Props) {
  const lang = localeOfPath(pagePath);
  if (!show || lang === undefined) return null;
  const href = localizedPath(lang, GAME_ROUTES[game].review);
  return (
    <p class="play-review">
      <a
        href={href}
        class="play-button"
        data-action="review"
        onClick={() => {
          const text = record();
          try {
            if (text !== null) window.sessionStorage.setItem(REVIEW_RECORD_KEY, text);
          } catch {
            // No storage: the review page says it has no game.
          }
        }}
      >
        {strings['review.open'] ?? 'review.open'}
      </a>
    </p>
  );
}

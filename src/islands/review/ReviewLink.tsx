/**
 * The play page's "Review this game" control (hook: data-action="review"), shown once the game has a
 * move: a link to the review page carrying the record in its address (read-record.ts), so the
 * review opens the same in a new tab, after a reload or from a shared link.
 */
import { GAME_ROUTES, localizedPath } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import { compactRecord } from '../../play/record-file';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';
import type { Seat } from '../../review/types';
import type { Strings } from '../play/text';
import { reviewHref } from './read-record';

interface Props<P> {
  rules: PlayRules<P>;
  state: GameState<P>;
  lang: Locale;
  /** The seat the reader played; by default the human's against the AI, none between two people on one device. */
  side?: Seat | null;
  show: boolean;
  strings: Strings;
}

export function ReviewLink<P>({ rules, state, lang, side, show, strings }: Props<P>) {
  if (!show) return null;
  const seat = side !== undefined ? side : state.setup.mode === 'ai' ? state.setup.human : null;
  const href = reviewHref(localizedPath(lang, GAME_ROUTES[rules.game].review), compactRecord(rules, state), seat);
  return (
    <p class="play-review">
      <a href={href} class="play-button" data-action="review">
        {strings['review.open'] ?? 'review.open'}
      </a>
    </p>
  );
}

/** The two links every exercise carries: play from its position, and report an error by mail. */
import { formatMessage } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { GAME_ROUTES, localizedPath, type GameId } from '../i18n/routes';

const withPositionParam = (path: string, position: string): string =>
  `${path}?position=${encodeURIComponent(position)}`;

/** /<lang>/<game>/play/?position=<notation, URL-encoded>: the play page starts from that position. */
export function playHref(lang: Locale, game: GameId, position: string): string {
  return withPositionParam(localizedPath(lang, GAME_ROUTES[game].play), position);
}

/** /<lang>/<game>/editor/?position=<notation, URL-encoded>: the position editor opens that position. */
export function editorHref(lang: Locale, game: GameId, position: string): string {
  return withPositionParam(localizedPath(lang, GAME_ROUTES[game].editor), position);
}

/**
 * The same link (play or report) for another position: the start position's URL-encoded text is
 * replaced by the current one's (issue 14: a sandbox's links follow the board as it is now).
 */
export function withPosition(href: string, start: string, current: string): string {
  return start === current ? href : href.split(encodeURIComponent(start)).join(encodeURIComponent(current));
}

export interface ReportFields {
  /** The game's name in the reader's language. */
  readonly game: string;
  /** The rules version, in the reader's language (exercise-links.ts reportedRulesVersion). */
  readonly version: string;
  /** The position in notation (or a translated "paste it here" when there is none). */
  readonly position: string;
  /** Absolute URL of the page, or of the exercise (#ex-<id>). */
  readonly url: string;
}

/** mailto: link with subject and body filled from the translated templates (placeholders {{game}} {{version}} {{position}} {{url}}). */
export function reportHref(to: string, subjectTemplate: string, bodyTemplate: string, fields: ReportFields): string {
  const vars = { ...fields };
  const subject = formatMessage(subjectTemplate, vars);
  const body = formatMessage(bodyTemplate, vars);
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

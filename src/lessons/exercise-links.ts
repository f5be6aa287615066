/**
 * An exercise's two links (play from its position, report an error by mail), built from the page's
 * translated strings: the same on the server and in the browser, so an island needs only the exercise id.
 */
import { formatMessage } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { GAME_ROUTES, absoluteUrl, localizedPath } from '../i18n/routes';
import { CONTACT_EMAIL } from '../i18n/site';
import { rulesVersionReportKey, uiKey } from './keys';
import { playHref, reportHref } from './links';
import { RULES_VERSION } from './registry';
import type { Exercise } from './types';

export interface ExerciseLinks {
  readonly playHref: string;
  readonly reportHref: string;
}

/** The keys exerciseLinks reads, for a page's string registry. */
export const exerciseLinkKeys = (game: Exercise['game']): string[] => [
  uiKey('reportSubject'),
  uiKey('reportBody'),
  `game.${game}.name`,
  rulesVersionReportKey(game),
];

/** The rules version as an error report names it, in the page's language ('Banqi 8×4, regras B1–B9 (versão de 2026-11)'). */
export function reportedRulesVersion(game: Exercise['game'], get: (key: string) => string): string {
  return formatMessage(get(rulesVersionReportKey(game)), { game: get(`game.${game}.name`), ...RULES_VERSION[game] });
}

/** The address an exercise's report names: its place in the game's guide. */
export const guideExerciseUrl = (lang: Locale, ex: Exercise): string =>
  `${absoluteUrl(localizedPath(lang, GAME_ROUTES[ex.game].guide))}#ex-${ex.id}`;

/** `get` reads a translated string by key; `url` is the page (or exercise) the report is about. */
export function exerciseLinks(lang: Locale, ex: Exercise, get: (key: string) => string, url: string): ExerciseLinks {
  return {
    playHref: playHref(lang, ex.game, ex.position),
    reportHref: reportHref(CONTACT_EMAIL, get(uiKey('reportSubject')), get(uiKey('reportBody')), {
      game: get(`game.${ex.game}.name`),
      version: reportedRulesVersion(ex.game, get),
      position: ex.position,
      url,
    }),
  };
}

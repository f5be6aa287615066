/**
 * What the pages of a game's islands (play page, room page) build at build time: the keys of the strings
 * their island reads from the page's registry (the play keys, the engine's refusal and status texts, any
 * extra keys, the board's strings).
 */
import { boardStringKeys } from '../board/strings';
import type { GameId } from '../i18n/routes';
import { banqiRules } from './banqi-rules';
import { jungleRules } from './jungle-rules';
import { playKeysFor } from './keys';

export function gamePageKeys(game: GameId, extra: readonly string[]): string[] {
  return [...(game === 'banqi' ? playKeysFor(banqiRules) : playKeysFor(jungleRules)), ...extra, ...boardStringKeys()];
}

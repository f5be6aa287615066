/**
 * A review's words in the page's language: the label of a mark and the sentence of a reason
 * (types.ts), from the raw strings of the page's dictionary (`review.mark.*`, `review.reason.*`,
 * `review.piece.<game>.<colour>.<kind>`: a piece named as a sentence's subject, with its article).
 * Pure: `strings` reads a raw string by key, as islands do; `langTag` (BCP 47) writes the percentages.
 */
import { assertNever } from '../engine/core/result';
import type { GameId } from '../engine/core/game-rules';
import { ANIMAL_NAMES } from '../engine/jungle';
import { formatMessage, type MessageVars } from '../i18n/format';
import type { Mark, Reason } from './types';

type Strings = (key: string) => string | undefined;

const BANQI_KINDS: Readonly<Record<string, string>> = {
  G: 'general',
  A: 'advisor',
  E: 'elephant',
  R: 'chariot',
  H: 'horse',
  C: 'cannon',
  S: 'soldier',
};
/** Jungle's animal names are the engine's own (engine/jungle ANIMAL_NAMES). */
const JUNGLE_KINDS: Readonly<Record<string, string>> = ANIMAL_NAMES;

/** The key of a piece letter's name (uppercase red; lowercase black in Banqi, blue in Jungle), or null. */
export function pieceKey(game: GameId, letter: string): string | null {
  const kind = (game === 'banqi' ? BANQI_KINDS : JUNGLE_KINDS)[letter.toUpperCase()];
  if (kind === undefined) return null;
  const red = letter === letter.toUpperCase();
  const colour = red ? 'red' : game === 'banqi' ? 'black' : 'blue';
  return `review.piece.${game}.${colour}.${kind}`;
}

export const markText = (strings: Strings, mark: Mark): string => strings(`review.mark.${mark}`) ?? mark;

/** The sentence saying what a move lost, its first letter a capital. */
export function reasonText(strings: Strings, langTag: string, game: GameId, reason: Reason): string {
  const percent = (x: number): string =>
    new Intl.NumberFormat(langTag, { maximumFractionDigits: x < 10 ? 1 : 0 }).format(x);
  const piece = (letter: string): string => {
    const key = pieceKey(game, letter);
    return (key === null ? undefined : strings(key)) ?? letter;
  };
  const say = (key: string, vars: MessageVars): string => {
    const text = formatMessage(strings(`review.reason.${key}`) ?? key, vars);
    return text.charAt(0).toLocaleUpperCase() + text.slice(1);
  };
  switch (reason.kind) {
    case 'hangs':
    case 'misses-capture':
      return say(reason.kind, {
        piece: piece(reason.piece),
        square: reason.square,
        by: piece(reason.by),
        from: reason.from,
      });
    case 'den-open':
      return say('den-open', { by: piece(reason.by), from: reason.from, square: reason.square });
    case 'misses-den':
      return say('misses-den', { piece: piece(reason.piece), from: reason.from, square: reason.square });
    case 'reveal-risk':
      return say('reveal-risk', { chance: percent(reason.chance), piece: piece(reason.piece) });
    case 'unlucky':
      return say(reason.chance > 0 ? 'unlucky' : 'unlucky-quiet', {
        piece: piece(reason.piece),
        square: reason.square,
        chance: percent(reason.chance),
      });
    case 'better-move':
      return say('better-move', { piece: piece(reason.piece), from: reason.from, to: reason.to });
    case 'better-reveal':
      return say('better-reveal', { square: reason.square });
    default:
      return assertNever(reason);
  }
}

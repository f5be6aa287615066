/** The picture of a piece kind, by game (undefined for a kind the game does not have). */
import { assertNever } from '../../engine/core/result';
import type { Game } from '../types';
import { BANQI_PICTURES, JUNGLE_PICTURES, type Picture } from './pictures';

const lookup = (table: Readonly<Record<string, Picture>>, kind: string): Picture | undefined =>
  Object.hasOwn(table, kind) ? table[kind] : undefined;

export function artOf(game: Game, kind: string): Picture | undefined {
  switch (game) {
    case 'banqi':
      return lookup(BANQI_PICTURES, kind);
    case 'jungle':
      return lookup(JUNGLE_PICTURES, kind);
    default:
      return assertNever(game);
  }
}

/**
 * The translated strings the board needs, as one plain (serialisable) object passed to the
 * island as a prop. Templates use i18next-style placeholders ({{square}}); the board fills them
 * itself with formatMessage (src/i18n/format.ts), so a page feeds raw entries, e.g.
 * `boardStringsFromLookup(lookup(lang))`.
 */
import type { Game } from './types';
import { BANQI_KINDS, type BanqiKind } from './pieces-banqi';
import { JUNGLE_KINDS, type JungleKind } from './pieces-jungle';

interface TerrainStrings {
  readonly water: string;
  readonly redTrap: string;
  readonly blueTrap: string;
  readonly redDen: string;
  readonly blueDen: string;
}

interface AnnounceStrings {
  /** {{piece}}, {{square}}, {{squares}} (the destinations, comma separated). */
  readonly selected: string;
  /** {{piece}}, {{square}}: a selected piece without legal destination. */
  readonly selectedNone: string;
  /** {{piece}}, {{square}}: a selected piece on a board that keeps its destinations to itself (a legality task). */
  readonly selectedAsk: string;
  /** {{piece}}, {{from}}, {{to}}. */
  readonly move: string;
  /** {{piece}}, {{from}}, {{to}}, {{captured}}. */
  readonly capture: string;
  /** {{square}}, {{piece}}. */
  readonly reveal: string;
  readonly cancelled: string;
}

export interface BoardStrings {
  /** Accessible name of the grid, per game. */
  readonly label: Readonly<Record<Game, string>>;
  /** How to operate the board by keyboard (the grid's description). */
  readonly help: string;
  readonly empty: string;
  readonly faceDown: string;
  readonly selected: string;
  readonly destination: string;
  readonly lastMove: string;
  /** A lesson mark without its own label. */
  readonly marked: string;
  /** {{square}}: the other end of a lesson arrow. */
  readonly arrowTo: string;
  readonly arrowFrom: string;
  readonly banqi: Readonly<Record<'red' | 'black', Readonly<Record<BanqiKind, string>>>>;
  readonly jungle: Readonly<Record<'red' | 'blue', Readonly<Record<JungleKind, string>>>>;
  readonly terrain: TerrainStrings;
  readonly announce: AnnounceStrings;
}

export type Lookup = (key: string) => string;

const TERRAIN_KEYS = ['water', 'redTrap', 'blueTrap', 'redDen', 'blueDen'] as const;
const ANNOUNCE_KEYS = ['selected', 'selectedNone', 'selectedAsk', 'move', 'capture', 'reveal', 'cancelled'] as const;
const SIMPLE_KEYS = [
  'help',
  'empty',
  'faceDown',
  'selected',
  'destination',
  'lastMove',
  'marked',
  'arrowTo',
  'arrowFrom',
] as const;

function record<K extends string>(keys: readonly K[], get: (k: K) => string): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, get(k)])) as Record<K, string>;
}

/** Builds the strings object from a dictionary lookup, e.g. `boardStringsFromLookup((k) => i18n.t(k))`. */
export function boardStringsFromLookup(t: Lookup): BoardStrings {
  const simple = record(SIMPLE_KEYS, (k) => t(`board.${k}`));
  return {
    ...simple,
    label: { banqi: t('board.label.banqi'), jungle: t('board.label.jungle') },
    banqi: {
      red: record(BANQI_KINDS, (k) => t(`board.banqi.red.${k}`)),
      black: record(BANQI_KINDS, (k) => t(`board.banqi.black.${k}`)),
    },
    jungle: {
      red: record(JUNGLE_KINDS, (k) => t(`board.jungle.red.${k}`)),
      blue: record(JUNGLE_KINDS, (k) => t(`board.jungle.blue.${k}`)),
    },
    terrain: record(TERRAIN_KEYS, (k) => t(`board.terrain.${k}`)),
    announce: record(ANNOUNCE_KEYS, (k) => t(`board.announce.${k}`)),
  };
}

/** Every dictionary key the board reads (all under 'board.'). */
export function boardStringKeys(): string[] {
  const keys: string[] = [];
  boardStringsFromLookup((k) => {
    keys.push(k);
    return '';
  });
  return keys;
}

/** Keys a dictionary lacks or leaves blank: use it to check that every locale is complete. */
export function missingBoardKeys(dictionary: Readonly<Record<string, string>>): string[] {
  return boardStringKeys().filter((k) => (dictionary[k] ?? '').trim() === '');
}

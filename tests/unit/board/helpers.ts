/** Shared fixtures for the board tests. */
import { boardStringsFromLookup, type BoardStrings } from '../../../src/board/strings';
import { BOARD_DICTIONARIES } from './strings-fixture';

export function stringsFor(locale: 'pt' | 'de'): BoardStrings {
  const dict = BOARD_DICTIONARIES[locale];
  return boardStringsFromLookup((k) => {
    const v = dict[k];
    if (v === undefined) throw new Error(`missing ${k} in ${locale}`);
    return v;
  });
}

/** A Banqi midgame: red to move (rules.md B4-B7 shapes, destinations as the engine would give them). */
export const BANQI_MID = 'XgX1XXc1/X2HXsX1/1CXXRX1S/XXEXXhXX r G1A2E1R1H1C1S2a2e1r1c1s2 1 14';
export const JUNGLE_START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';

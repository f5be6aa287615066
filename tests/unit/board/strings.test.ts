import { describe, expect, it } from 'vitest';
import { boardStringKeys, boardStringsFromLookup, missingBoardKeys } from '../../../src/board/strings';
import { BOARD_DICTIONARIES } from './strings-fixture';

describe('board strings', () => {
  it('list every key once, all under the board namespace', () => {
    const keys = boardStringKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => k.startsWith('board.'))).toBe(true);
    // 2 labels + 9 words + 14 Banqi + 16 Jungle pieces + 5 terrains + 7 announcements
    expect(keys.length).toBe(53);
    expect(keys).toContain('board.banqi.black.cannon');
    expect(keys).toContain('board.jungle.blue.rat');
    expect(keys).toContain('board.terrain.redDen');
  });

  it('the delivered dictionaries are complete', () => {
    expect(missingBoardKeys(BOARD_DICTIONARIES.pt)).toEqual([]);
    expect(missingBoardKeys(BOARD_DICTIONARIES.de)).toEqual([]);
  });

  it('missingBoardKeys names absent and blank entries', () => {
    const broken = { ...BOARD_DICTIONARIES.pt, 'board.faceDown': ' ' } as Record<string, string>;
    delete broken['board.jungle.red.lion'];
    expect(missingBoardKeys(broken).sort()).toEqual(['board.faceDown', 'board.jungle.red.lion']);
  });

  it('build the typed object from a lookup, key by key', () => {
    const s = boardStringsFromLookup((k) => `<${k}>`);
    expect(s.faceDown).toBe('<board.faceDown>');
    expect(s.label.jungle).toBe('<board.label.jungle>');
    expect(s.banqi.red.general).toBe('<board.banqi.red.general>');
    expect(s.jungle.blue.elephant).toBe('<board.jungle.blue.elephant>');
    expect(s.terrain.blueTrap).toBe('<board.terrain.blueTrap>');
    expect(s.announce.capture).toBe('<board.announce.capture>');
  });
});

import { describe, expect, it } from 'vitest';
import { currentPosition, resign } from '../../../src/play/controller';
import { recordText } from '../../../src/play/record-text';
import { JUNGLE_ENDGAME, LOCAL, banqiRules, game, jungleRules, playAll, wonBanqiEndgame } from './helpers';

describe('the plain-text move list', () => {
  it('numbers each pair, marks captures and ends with the board result', () => {
    const g = wonBanqiEndgame();
    const status = banqiRules.status(currentPosition(g));
    const lines = recordText(banqiRules, g).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`1. ${g.plies[0]!.from}–${g.plies[0]!.to} ${g.plies[1]!.from}–${g.plies[1]!.to}`);
    expect(lines[1]).toBe(`2. a2×a3`);
    expect(lines[2]).toBe(`${status.result} ${status.reason}`);
  });

  it('shows reveals with their identity, a resignation, and * for a game going on', () => {
    const g = playAll(banqiRules, game(banqiRules, LOCAL), ['b2b2', 'human']);
    const [first, end] = recordText(banqiRules, g).trimEnd().split('\n');
    expect(first).toMatch(/^1\. b2=[A-Za-z]$/);
    expect(end).toBe('*');
    const r = resign(jungleRules, playAll(jungleRules, game(jungleRules, LOCAL, JUNGLE_ENDGAME), ['d7d8', 'human']));
    expect(recordText(jungleRules, r).trimEnd().split('\n').at(-1)).toBe('resigned second');
  });
});

import { describe, expect, it } from 'vitest';
import { START_TEXT } from '../../../src/engine/banqi';
import { createRng } from '../../../src/engine/core/rng';
import { currentPosition, outcome, resign } from '../../../src/play/controller';
import { serialize } from '../../../src/play/save';
import { DEFAULT_SETUP, startup } from '../../../src/play/startup';
import { BANQI_ENDGAME, JUNGLE_ENDGAME, LOCAL, banqiRules, game, jungleRules, playAll } from './helpers';

const SEEDS = { draw: createRng(5), seed: 6 };
const link = (text: string): string => `?position=${encodeURIComponent(text)}`;

describe('what the page opens with', () => {
  it('nothing saved, no link: a new standard game against the AI, no message', () => {
    const s = startup(banqiRules, '', null, SEEDS);
    expect(banqiRules.format(currentPosition(s.state))).toBe(START_TEXT);
    expect(s.state.setup).toEqual(DEFAULT_SETUP);
    expect(s.notices).toEqual([]);
    expect(s.consumedParam).toBe(false);
  });

  it('a saved game comes back (reload), and says so', () => {
    const g = playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human']);
    const s = startup(jungleRules, '', serialize(jungleRules, g), SEEDS);
    expect(s.state.plies.map((p) => p.text)).toEqual(['a3a4']);
    expect(s.notices).toEqual([{ tone: 'info', lines: [{ key: 'play.save.restored' }] }]);
  });

  it('a corrupted save is discarded with a message; a new game starts', () => {
    const s = startup(jungleRules, '', '{"version":1,"game":"jungle"', SEEDS);
    expect(s.state.plies).toEqual([]);
    expect(s.notices).toEqual([{ tone: 'error', lines: [{ key: 'play.save.corrupt' }] }]);
  });

  it('a link starts there, the reader taking the side to move with their last setup; the save is replaced', () => {
    const saved = serialize(banqiRules, game(banqiRules, { mode: 'ai', level: 3, human: 'second' }));
    const s = startup(banqiRules, link(BANQI_ENDGAME), saved, SEEDS);
    expect(banqiRules.format(s.state.start)).toBe(BANQI_ENDGAME);
    expect(s.state.setup).toEqual({ mode: 'ai', level: 3, human: 'first' });
    expect(s.consumedParam).toBe(true);
    expect(s.notices).toEqual([{ tone: 'info', lines: [{ key: 'play.position.loaded' }] }]);
  });

  it('a bad link says why (translated field message) and falls back to the saved or a new game', () => {
    const g = playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human']);
    const s = startup(jungleRules, link('7/7/7 r 0 1'), serialize(jungleRules, g), SEEDS);
    expect(s.consumedParam).toBe(true);
    expect(s.state.plies).toHaveLength(1);
    expect(s.notices[0]).toEqual({
      tone: 'error',
      lines: [{ key: 'play.position.error' }, { key: 'play.position.field.board' }, { key: 'play.position.fallback' }],
    });
    const fresh = startup(jungleRules, '?position=', null, SEEDS);
    expect(fresh.state.plies).toEqual([]);
    expect(fresh.notices[0]?.lines[1]).toEqual({ key: 'play.position.empty' });
  });
});

describe('a link over a saved game', () => {
  it('an unfinished saved game stays, with the link held as a question; the address keeps the link', () => {
    const g = playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human']);
    const s = startup(jungleRules, link(JUNGLE_ENDGAME), serialize(jungleRules, g), SEEDS);
    expect(s.state.plies.map((p) => p.text)).toEqual(['a3a4']);
    expect(s.pendingLink === null ? null : jungleRules.format(s.pendingLink)).toBe(JUNGLE_ENDGAME);
    expect(s.consumedParam).toBe(false);
  });

  it('a finished or empty saved game is not asked about: the link is played', () => {
    const finished = resign(jungleRules, playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human']));
    for (const saved of [finished, game(jungleRules, LOCAL)]) {
      const s = startup(jungleRules, link(JUNGLE_ENDGAME), serialize(jungleRules, saved), SEEDS);
      expect(s.pendingLink).toBe(null);
      expect(jungleRules.format(s.state.start)).toBe(JUNGLE_ENDGAME);
    }
  });

  it('a link to a finished position opens as finished and says so', () => {
    const s = startup(jungleRules, link('3L3/7/7/7/7/7/7/7/r6 b 0 20'), null, SEEDS);
    expect(outcome(jungleRules, s.state)).toMatchObject({
      kind: 'win',
      reason: { kind: 'rules', code: 'den-entered' },
    });
    expect(s.notices).toEqual([{ tone: 'info', lines: [{ key: 'play.position.finished' }] }]);
  });

  it('a Jungle link with the side to move already in the enemy den gets that reason, not "bad side to move"', () => {
    const s = startup(jungleRules, link('3L3/7/7/7/7/7/7/7/r6 r 0 20'), null, SEEDS);
    expect(s.notices[0]?.lines[1]).toEqual({ key: 'play.position.reason.den-entered-by-side-to-move' });
  });
});

describe('a save with one bad entry', () => {
  it('comes back with the valid moves before it, and says which entry was dropped', () => {
    const g = playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human'], ['a7a6', 'human']);
    const data = JSON.parse(serialize(jungleRules, g)) as { actions: string[] };
    const broken = JSON.stringify({ ...data, actions: [...data.actions, 'z9z9', 'a4a5'] });
    const s = startup(jungleRules, '', broken, SEEDS);
    expect(s.state.plies.map((p) => p.text)).toEqual(['a3a4', 'a7a6']);
    expect(s.notices).toEqual([
      { tone: 'error', lines: [{ key: 'play.save.truncated', vars: { n: 3 } }] },
      { tone: 'info', lines: [{ key: 'play.save.restored' }] },
    ]);
  });
});

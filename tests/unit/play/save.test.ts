import { describe, expect, it } from 'vitest';
import { currentPosition, resign, statusView } from '../../../src/play/controller';
import { restore, serialize, toSaved, type SaveError } from '../../../src/play/save';
import { LOCAL, VS_AI_FIRST, banqiRules, game, jungleRules, playAll, wonBanqiEndgame } from './helpers';

const errorOf = (r: { ok: boolean; error?: SaveError }): SaveError | undefined => (r.ok ? undefined : r.error);

describe('save and restore', () => {
  it('a Banqi game in progress comes back identical: actions, setup, seed, view', () => {
    const g = playAll(banqiRules, game(banqiRules, VS_AI_FIRST), ['b2b2', 'human'], ['c3c3', 'ai']);
    const r = restore(banqiRules, serialize(banqiRules, g));
    expect(r.ok && r.value.refused).toBe(null);
    if (!r.ok) return;
    const back = { value: r.value.state };
    expect(back.value.plies.map((p) => p.text)).toEqual(g.plies.map((p) => p.text));
    expect(banqiRules.format(currentPosition(back.value))).toBe(banqiRules.format(currentPosition(g)));
    expect(back.value.setup).toEqual(g.setup);
    expect(back.value.seed).toBe(g.seed);
    expect(statusView(banqiRules, back.value)).toEqual(statusView(banqiRules, g));
  });

  it('keeps a resignation', () => {
    const g = resign(jungleRules, playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human']));
    const back = restore(jungleRules, serialize(jungleRules, g));
    expect(back.ok && back.value.state.ending).toEqual({ kind: 'resigned', seat: 'second' });
  });

  it('never stores more than the game: the recorded actions, and no identity of a face-down piece', () => {
    const g = playAll(banqiRules, game(banqiRules, LOCAL), ['a1a1', 'human'], ['h4h4', 'human']);
    const saved = toSaved(banqiRules, g);
    expect(saved.actions).toEqual(g.plies.map((p) => p.text));
    expect(saved.actions[0]).toBe(`a1a1=${g.plies[0]!.piece}`);
    expect(Object.keys(saved).sort()).toEqual([
      'actions',
      'ending',
      'game',
      'orientation',
      'seed',
      'setup',
      'start',
      'version',
    ]);
    // Taking the reveals out leaves nothing that names a piece except the start's public board.
    const text = serialize(banqiRules, g)
      .replace(/=[A-Za-z]/g, '')
      .replace(saved.start, '');
    expect(text).not.toMatch(/"[A-Za-z]{1,2}[0-9]"\s*:\s*"[KGMRNCSkgmrncs]"/);
  });
});

describe('corrupted saves give a typed error', () => {
  const base = (): Record<string, unknown> =>
    JSON.parse(serialize(banqiRules, playAll(banqiRules, game(banqiRules, LOCAL), ['a1a1', 'human']))) as Record<
      string,
      unknown
    >;
  const check = (data: unknown): SaveError | undefined => errorOf(restore(banqiRules, JSON.stringify(data)));

  it('not JSON', () => {
    expect(errorOf(restore(banqiRules, '{"version":1,'))).toEqual({ code: 'not-json' });
    expect(errorOf(restore(banqiRules, ''))).toEqual({ code: 'not-json' });
  });

  it('wrong shape: not an object, a field missing or of the wrong type', () => {
    expect(check([1, 2])).toMatchObject({ code: 'bad-shape' });
    expect(check({ ...base(), setup: undefined })).toEqual({ code: 'bad-shape', detail: 'setup' });
    expect(check({ ...base(), setup: { mode: 'ai', level: 5, human: 'first' } })).toEqual({
      code: 'bad-shape',
      detail: 'setup.level',
    });
    expect(check({ ...base(), actions: ['a1a1', 3] })).toEqual({ code: 'bad-shape', detail: 'actions' });
    expect(check({ ...base(), seed: -1 })).toEqual({ code: 'bad-shape', detail: 'seed' });
    expect(check({ ...base(), orientation: 'left' })).toEqual({ code: 'bad-shape', detail: 'orientation' });
    expect(check({ ...base(), ending: { kind: 'resigned', seat: 'third' } })).toEqual({
      code: 'bad-shape',
      detail: 'ending',
    });
  });

  it('another version or another game; a version-1 save (with its old deal) is read from its actions', () => {
    expect(check({ ...base(), version: 3 })).toMatchObject({ code: 'wrong-version' });
    expect(errorOf(restore(jungleRules, JSON.stringify(base())))).toMatchObject({ code: 'wrong-game' });
    const old = restore(banqiRules, JSON.stringify({ ...base(), version: 1, deal: { a1: 'K' } }));
    expect(old.ok && old.value.state.plies.map((p) => p.text)).toEqual(base().actions);
  });

  it('a start that does not parse', () => {
    expect(check({ ...base(), start: 'XXXXXXXX/XXXXXXXX - G1 0 1' })).toMatchObject({ code: 'bad-start' });
  });

  it('one bad entry keeps the valid moves before it and names the refused one', () => {
    const b = base();
    const good = b.actions as string[];
    const r = restore(banqiRules, JSON.stringify({ ...b, actions: [...good, 'h4h2', 'b1b1=G'] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.plies.map((p) => p.text)).toEqual(good);
    expect(r.value.refused).toEqual({ ply: 2, reason: 'face-down-piece' });
  });

  it('a reveal without its identity, or naming a piece no longer in the pool, is refused', () => {
    const b = base();
    const refusedAt = (actions: string[]) => {
      const r = restore(banqiRules, JSON.stringify({ ...b, actions }));
      return r.ok ? r.value.refused : 'error';
    };
    expect(refusedAt(['a1a1'])).toEqual({ ply: 1, reason: 'move-syntax' });
    // The start pool holds one general per side: a second red general cannot turn up.
    expect(refusedAt(['a1a1=G', 'b1b1=G'])).toMatchObject({ ply: 2 });
  });

  it('a resignation recorded after the game was already over', () => {
    const done = wonBanqiEndgame();
    const data = { ...toSaved(banqiRules, done), ending: { kind: 'resigned', seat: 'first' } };
    expect(check(data)).toEqual({ code: 'bad-ending' });
  });
});

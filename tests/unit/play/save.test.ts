import { describe, expect, it } from 'vitest';
import { currentPosition, resign, statusView } from '../../../src/play/controller';
import { restore, serialize, toSaved, type SaveError } from '../../../src/play/save';
import { BANQI_ENDGAME, LOCAL, VS_AI_FIRST, banqiRules, game, jungleRules, playAll } from './helpers';

const errorOf = (r: { ok: boolean; error?: SaveError }): SaveError | undefined => (r.ok ? undefined : r.error);

describe('save and restore', () => {
  it('a Banqi game in progress comes back identical: deal, actions, setup, seed, view', () => {
    const g = playAll(banqiRules, game(banqiRules, VS_AI_FIRST), ['b2b2', 'human'], ['c3c3', 'ai']);
    const back = restore(banqiRules, serialize(banqiRules, g));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.deal).toEqual(g.deal);
    expect(back.value.plies.map((p) => p.text)).toEqual(g.plies.map((p) => p.text));
    expect(banqiRules.format(currentPosition(back.value))).toBe(banqiRules.format(currentPosition(g)));
    expect(back.value.setup).toEqual(g.setup);
    expect(back.value.seed).toBe(g.seed);
    expect(statusView(banqiRules, back.value)).toEqual(statusView(banqiRules, g));
  });

  it('keeps a resignation', () => {
    const g = resign(jungleRules, playAll(jungleRules, game(jungleRules, LOCAL), ['a3a4', 'human']));
    const back = restore(jungleRules, serialize(jungleRules, g));
    expect(back.ok && back.value.ending).toEqual({ kind: 'resigned', seat: 'second' });
  });

  it('never stores more than the game: the saved actions are the recorded ones', () => {
    const g = playAll(banqiRules, game(banqiRules, LOCAL), ['a1a1', 'human']);
    expect(toSaved(banqiRules, g).actions).toEqual([`a1a1=${g.deal?.['a1']}`]);
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

  it('another version or another game', () => {
    expect(check({ ...base(), version: 2 })).toMatchObject({ code: 'wrong-version' });
    expect(errorOf(restore(jungleRules, JSON.stringify(base())))).toMatchObject({ code: 'wrong-game' });
  });

  it('a start that does not parse', () => {
    expect(check({ ...base(), start: 'XXXXXXXX/XXXXXXXX - G1 0 1' })).toMatchObject({ code: 'bad-start' });
  });

  it('a deal that does not fit the start (tampered identities, missing square, none at all)', () => {
    const b = base();
    const deal = { ...(b.deal as Record<string, string>) };
    const squares = Object.keys(deal);
    deal[squares[0]!] = deal[squares[0]!] === 'G' ? 'g' : 'G';
    deal[squares[1]!] = deal[squares[0]!]!;
    expect(check({ ...b, deal })).toEqual({ code: 'bad-deal', detail: 'deal-pool-mismatch' });
    const { a1: _dropped, ...short } = b.deal as Record<string, string>;
    expect(check({ ...b, deal: short })).toEqual({ code: 'bad-deal', detail: 'deal-missing' });
    expect(check({ ...b, deal: null })).toEqual({ code: 'bad-deal', detail: 'deal-missing' });
  });

  it('an action the referee refuses, named by its number; a reveal that contradicts the deal', () => {
    const b = base();
    expect(check({ ...b, actions: [...(b.actions as string[]), 'h4h2'] })).toEqual({
      code: 'bad-action',
      ply: 2,
      detail: 'face-down-piece',
    });
    const dealt = (b.deal as Record<string, string>)['a1'];
    const other = dealt === 'G' ? 'g' : 'G';
    expect(check({ ...b, actions: [`a1a1=${other}`] })).toEqual({
      code: 'bad-action',
      ply: 1,
      detail: 'identity-conflict',
    });
  });

  it('a resignation recorded after the game was already over', () => {
    const done = playAll(
      banqiRules,
      game(banqiRules, LOCAL, BANQI_ENDGAME),
      ['c4b4', 'human'],
      ['a4a3', 'human'],
      ['a2a3', 'human'],
    );
    const data = { ...toSaved(banqiRules, done), ending: { kind: 'resigned', seat: 'first' } };
    expect(check(data)).toEqual({ code: 'bad-ending' });
  });
});

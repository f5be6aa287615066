import { describe, expect, it } from 'vitest';
import { currentPosition, resign } from '../../../src/play/controller';
import { exportRecord, importRecord, MAX_RECORD_LENGTH, type RecordError } from '../../../src/play/record-file';
import { recordErrorMessage } from '../../../src/play/record-keys';
import { BANQI_ENDGAME, LOCAL, VS_AI_FIRST, banqiRules, game, jungleRules, playAll } from './helpers';

const errorOf = (r: { ok: boolean; error?: RecordError }): RecordError | undefined => (r.ok ? undefined : r.error);

describe('game records: export then import', () => {
  it('a Banqi game comes back with its start, its moves and the identities revealed, nothing else', () => {
    const g = playAll(banqiRules, game(banqiRules, VS_AI_FIRST), ['b2b2', 'human'], ['c3c3', 'ai'], ['d2d2', 'human']);
    const text = exportRecord(banqiRules, g);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['ending', 'format', 'game', 'moves', 'start', 'version']);
    expect(data.moves).toEqual(g.plies.map((p) => p.text));
    expect(data.moves).toEqual([
      expect.stringMatching(/^b2b2=.$/),
      expect.stringMatching(/^c3c3=.$/),
      expect.stringMatching(/^d2d2=.$/),
    ]);
    const back = importRecord(banqiRules, text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.plies.map((p) => p.text)).toEqual(g.plies.map((p) => p.text));
    expect(banqiRules.format(back.value.plies.at(-1)!.position)).toBe(banqiRules.format(currentPosition(g)));
    // Still face down: the record names three identities and no more.
    expect(banqiRules.format(currentPosition(g)).split(' ')[0]!.replace(/[^X]/g, '')).toHaveLength(29);
  });

  it('keeps a resignation, and a start away from the standard one', () => {
    const g = resign(
      jungleRules,
      playAll(jungleRules, game(jungleRules, LOCAL, '7/7/3L3/7/7/7/7/7/r6 r 0 20'), ['d7d8', 'human']),
    );
    const back = importRecord(jungleRules, exportRecord(jungleRules, g));
    expect(back.ok && back.value.ending).toEqual({ kind: 'resigned', seat: 'second' });
    expect(back.ok && jungleRules.format(back.value.start)).toBe('7/7/3L3/7/7/7/7/7/r6 r 0 20');
  });
});

describe('the ending of a game decided on the board', () => {
  const won = () =>
    playAll(
      banqiRules,
      game(banqiRules, LOCAL, BANQI_ENDGAME),
      ['c4b4', 'human'],
      ['a4a3', 'human'],
      ['a2a3', 'human'],
    );
  const data = () => JSON.parse(exportRecord(banqiRules, won())) as Record<string, unknown>;

  it("is exported with the engine's result and reason, and imports back", () => {
    const status = banqiRules.status(currentPosition(won()));
    expect(status.result).not.toBe('ongoing');
    expect(data().ending).toEqual({ kind: 'board', result: status.result, reason: status.reason });
    const back = importRecord(banqiRules, exportRecord(banqiRules, won()));
    expect(back.ok && back.value.ending).toBe(null);
    expect(back.ok && back.value.plies).toHaveLength(3);
  });

  it('is null while the game goes on', () => {
    const g = playAll(banqiRules, game(banqiRules, LOCAL, BANQI_ENDGAME), ['c4b4', 'human']);
    expect((JSON.parse(exportRecord(banqiRules, g)) as Record<string, unknown>).ending).toBe(null);
  });

  it('must agree with the replayed position', () => {
    const check = (d: unknown) => errorOf(importRecord(banqiRules, JSON.stringify(d)));
    const status = banqiRules.status(currentPosition(won()));
    const other = status.result === 'red-wins' ? 'black-wins' : 'red-wins';
    expect(check({ ...data(), ending: { kind: 'board', result: other, reason: status.reason } })).toEqual({
      code: 'ending-mismatch',
      detail: `${other} ${status.reason}`,
      actual: `${status.result} ${status.reason}`,
    });
    expect(check({ ...data(), ending: { kind: 'board', result: status.result, reason: 'repetition' } })).toMatchObject({
      code: 'ending-mismatch',
    });
    // Claimed over when the moves leave it going on.
    const going = { ...data(), moves: ['c4b4'], ending: data().ending };
    expect(check(going)).toMatchObject({ code: 'ending-mismatch', actual: 'ongoing none' });
  });

  it('an older record with no ending after a won game still imports', () => {
    const back = importRecord(banqiRules, JSON.stringify({ ...data(), ending: null }));
    expect(back.ok).toBe(true);
    const { ending: _e, ...noEnding } = data();
    expect(importRecord(banqiRules, JSON.stringify(noEnding)).ok).toBe(true);
  });
});

describe('bad records give a typed error', () => {
  const good = (): Record<string, unknown> =>
    JSON.parse(
      exportRecord(
        banqiRules,
        playAll(banqiRules, game(banqiRules, LOCAL, BANQI_ENDGAME), ['c4b4', 'human'], ['a4a3', 'human']),
      ),
    ) as Record<string, unknown>;
  const check = (data: unknown): RecordError | undefined => errorOf(importRecord(banqiRules, JSON.stringify(data)));

  it('empty, too long, not JSON', () => {
    expect(errorOf(importRecord(banqiRules, '  \n'))).toEqual({ code: 'empty' });
    expect(errorOf(importRecord(banqiRules, 'x'.repeat(MAX_RECORD_LENGTH + 1)))).toEqual({ code: 'too-long' });
    expect(errorOf(importRecord(banqiRules, '{"format":'))).toEqual({ code: 'not-json' });
  });

  it('not a record: a missing field, a wrong type, an unknown field, another format', () => {
    const { moves: _moves, ...noMoves } = good();
    expect(check(noMoves)).toEqual({ code: 'bad-shape', detail: 'moves' });
    expect(check({ ...good(), moves: 'c4b4' })).toEqual({ code: 'bad-shape', detail: 'moves' });
    expect(check({ ...good(), deal: 'Rs' })).toMatchObject({ code: 'bad-shape' });
    expect(check({ ...good(), format: 'pgn' })).toEqual({ code: 'bad-shape', detail: 'format' });
    expect(check([1, 2])).toMatchObject({ code: 'bad-shape' });
  });

  it('another game, a bad start, an illegal move (its number), an ending after the end', () => {
    expect(check({ ...good(), game: 'jungle' })).toEqual({ code: 'wrong-game', detail: 'jungle' });
    expect(check({ ...good(), start: 's1R5/8/R7/8 r S1 0 30' })).toMatchObject({ code: 'bad-start' });
    expect(check({ ...good(), moves: ['c4b4', 'a4a3', 'a2b3'] })).toEqual({
      code: 'bad-move',
      ply: 3,
      detail: 'diagonal',
    });
    // A reveal without its identity cannot be replayed: the record must say what turned up.
    expect(
      errorOf(importRecord(banqiRules, exportRecord(banqiRules, game(banqiRules, LOCAL)).replace('[]', '["a1a1"]'))),
    ).toEqual({
      code: 'bad-move',
      ply: 1,
      detail: 'move-syntax',
    });
    expect(check({ ...good(), moves: ['c4b4', 'a4a3', 'a2a3'], ending: { kind: 'agreed-draw' } })).toEqual({
      code: 'bad-ending',
    });
  });

  it('every error has its translated message', () => {
    const codes: RecordError[] = [
      { code: 'empty' },
      { code: 'too-long' },
      { code: 'not-json' },
      { code: 'bad-shape', detail: '' },
      { code: 'wrong-game', detail: '' },
      { code: 'bad-start', detail: '' },
      { code: 'bad-move', ply: 4, detail: '' },
      { code: 'bad-ending' },
      { code: 'ending-mismatch', detail: '', actual: '' },
    ];
    const keys = codes.map((c) => recordErrorMessage(c).key);
    expect(new Set(keys).size).toBe(codes.length);
    expect(recordErrorMessage({ code: 'bad-move', ply: 4, detail: '' }).vars).toEqual({ n: 4 });
  });
});

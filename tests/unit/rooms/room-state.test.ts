/** The room page's model: a server view as the play controller's state, the reader's turn, results, links. */
import { describe, expect, it } from 'vitest';
import { inviteUrl, roomPath } from '../../../src/islands/room/invite';
import { clockText, isMyTurn, resultMessages, roomIdOf, stateOfView } from '../../../src/islands/room/room-state';
import { sideName } from '../../../src/play/controller';
import { banqiRules } from '../../../src/play/banqi-rules';
import { jungleRules } from '../../../src/play/jungle-rules';
import { viewOf, type Room } from '../../../src/server/room';
import { act, must, seatedRoom } from './helpers';

const view = (room: Room) => viewOf(room, { first: true, second: true }, 0);

describe('room page model', () => {
  it('turns a Banqi view into plies with seats, and colours after the first reveal', () => {
    const room = must(act(seatedRoom('banqi'), 'first', { type: 'play', text: 'c3c3' }, 1));
    const state = stateOfView(banqiRules, view(room), 'second');
    if (!state.ok) throw new Error(state.error);
    expect(state.value.plies).toHaveLength(1);
    expect(state.value.plies[0]).toMatchObject({ kind: 'reveal', seat: 'first', text: room.plies[0]!.text });
    const first = sideName(banqiRules, state.value, 'first');
    const letter = room.plies[0]!.text.slice(5);
    expect(first).toEqual({ kind: 'colour', colour: letter === letter.toUpperCase() ? 'red' : 'black' });
    expect(isMyTurn(banqiRules, state.value, view(room), 'second')).toBe(true);
    expect(isMyTurn(banqiRules, state.value, view(room), 'first')).toBe(false);
    expect(isMyTurn(banqiRules, state.value, view(room), null)).toBe(false);
  });

  it('refuses a view whose positions do not parse', () => {
    const room = seatedRoom('jungle');
    expect(
      stateOfView(jungleRules, { ...view(room), plies: [{ text: 'a3a4', position: 'garbage' }] }, 'first'),
    ).toEqual({
      ok: false,
      error: 'bad-position',
    });
  });

  it('says who won on time, from each reader’s side', () => {
    const tc = { initialMs: 1000, incrementMs: 0 };
    const room = must(
      act(
        must(act(seatedRoom('jungle', tc), 'first', { type: 'play', text: 'a3a4' }, 0)),
        'first',
        { type: 'flag' },
        5000,
      ),
    );
    const state = stateOfView(jungleRules, view(room), 'first');
    if (!state.ok) throw new Error(state.error);
    expect(resultMessages(jungleRules, state.value, view(room), 'first').map((m) => m.key)).toEqual([
      'play.outcome.youWon',
      'play.win.red',
      'room.ending.timeout',
    ]);
    expect(resultMessages(jungleRules, state.value, view(room), 'second')[0]?.key).toBe('room.outcome.youLost');
    expect(resultMessages(jungleRules, state.value, view(room), null)[0]?.key).toBe('play.win.red');
  });

  it('says a resignation lost, and nothing while the game goes on', () => {
    const room = seatedRoom('jungle');
    const s0 = stateOfView(jungleRules, view(room), 'first');
    if (!s0.ok) throw new Error(s0.error);
    expect(resultMessages(jungleRules, s0.value, view(room), 'first')).toEqual([]);
    const resigned = must(act(room, 'second', { type: 'resign' }, 1));
    const s1 = stateOfView(jungleRules, view(resigned), 'second');
    if (!s1.ok) throw new Error(s1.error);
    expect(resultMessages(jungleRules, s1.value, view(resigned), 'second').map((m) => m.key)).toEqual([
      'room.outcome.youLost',
      'play.win.red',
      'play.ending.resigned',
    ]);
  });

  it('reads the room id from the hash or ?room=, and nothing else', () => {
    const id = 'AbCdEfGhIjKlMnOpQrSt_-';
    expect(roomIdOf({ hash: `#${id}`, search: '' })).toBe(id);
    expect(roomIdOf({ hash: '', search: `?room=${id}` })).toBe(id);
    expect(roomIdOf({ hash: '#short', search: '' })).toBeNull();
    expect(roomIdOf({ hash: `#${id}x`, search: '' })).toBeNull();
    expect(roomIdOf({ hash: '', search: '' })).toBeNull();
  });

  it('builds the invitation link next to the play page, and shows clocks as m:ss', () => {
    expect(roomPath('/pt/banqi/play/')).toBe('/pt/banqi/room/');
    expect(inviteUrl('http://127.0.0.1:4321', '/de/dou-shou-qi/play/', 'x'.repeat(22))).toBe(
      `http://127.0.0.1:4321/de/dou-shou-qi/room/#${'x'.repeat(22)}`,
    );
    expect(clockText(65_000)).toBe('1:05');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(-5)).toBe('0:00');
  });
});

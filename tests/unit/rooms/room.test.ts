/** The room logic without a network: seats, turns, draw offers, resignation, rematch, clock, expiry. */
import { describe, expect, it } from 'vitest';
import { legalTexts } from '../../../src/server/referee';
import {
  act as actOn,
  createRoom,
  digest,
  flagged,
  isExpired,
  hasEnded,
  positionOf,
  seatOf,
  takeSeat,
  viewOf,
  type Room,
  type RoomAction,
} from '../../../src/server/room';
import { seatToMove } from '../../../src/engine/core/seats';
import { act, FIRST, HOUR, must, SECOND, seatedRoom } from './helpers';

const play = (text: string): RoomAction => ({ type: 'play', text });

describe('seats', () => {
  it('gives the creator the first seat, the next visitor the second, and nobody a third', () => {
    const room = createRoom({
      id: 'x'.repeat(22),
      game: 'jungle',
      start: '',
      creatorToken: FIRST,
      timeControl: null,
      now: 0,
      ttlMs: HOUR,
    });
    expect(seatOf(room, FIRST)).toBe('first');
    expect(seatOf(room, SECOND)).toBeNull();
    const second = takeSeat(room, SECOND, 1);
    expect(second?.seat).toBe('second');
    expect(seatOf(second!.room, SECOND)).toBe('second');
    expect(takeSeat(second!.room, 'someone-else', 2)).toBeNull();
  });

  it('keeps only digests of the tokens, and the view none of them', () => {
    const room = seatedRoom('jungle');
    expect(JSON.stringify(room)).not.toContain(FIRST);
    expect(room.seats.first).toBe(digest(FIRST));
    const view = JSON.stringify(viewOf(room, { first: true, second: false }, 0));
    expect(view).not.toContain(digest(FIRST));
    expect(view).not.toContain(digest(SECOND));
  });
});

describe('turns', () => {
  it('lets each seat play only on its turn, and a visitor never', () => {
    let room = seatedRoom('jungle');
    expect(act(room, 'second', play('a7a6'), 1)).toEqual({ ok: false, error: 'not-your-turn' });
    expect(act(room, null, play('a3a4'), 1)).toEqual({ ok: false, error: 'not-a-player' });
    room = must(act(room, 'first', play('a3a4'), 1));
    expect(seatToMove(room)).toBe('second');
    expect(act(room, 'first', play('a4a5'), 2)).toEqual({ ok: false, error: 'not-your-turn' });
    room = must(act(room, 'second', play('a7a6'), 2));
    expect(room.plies.map((p) => p.text)).toEqual(['a3a4', 'a7a6']);
  });

  it('refuses an illegal move with the engine reason and changes nothing', () => {
    const room = seatedRoom('jungle');
    const r = act(room, 'first', play('a3b4'), 1);
    expect(r).toEqual({ ok: false, error: { code: 'illegal', reason: 'diagonal' } });
  });

  it('draws a Banqi reveal from the pool and refuses an identity chosen by the client', () => {
    const room = seatedRoom('banqi');
    expect(act(room, 'first', play('c3c3=G'), 1)).toMatchObject({
      ok: false,
      error: { code: 'illegal', reason: 'identity-given' },
    });
    const next = must(act(room, 'first', play('c3c3'), 1));
    expect(next.plies[0]!.text).toMatch(/^c3c3=[GAERHCSgaerhcs]$/);
    // The position shows the revealed piece and one fewer of it in the pool.
    const letter = next.plies[0]!.text.slice(5);
    const board = positionOf(next).split(' ')[0]!;
    expect(board).not.toBe(positionOf(room).split(' ')[0]);
    expect(board).toContain(letter);
  });
});

describe('draw offers', () => {
  it('offer and accept ends in an agreed draw', () => {
    let room = must(act(seatedRoom('jungle'), 'first', { type: 'draw', verb: 'offer' }, 1));
    expect(room.drawOffer).toBe('first');
    expect(act(room, 'first', { type: 'draw', verb: 'accept' }, 2)).toEqual({ ok: false, error: 'own-offer' });
    room = must(act(room, 'second', { type: 'draw', verb: 'accept' }, 2));
    expect(room.ending).toEqual({ kind: 'agreed-draw' });
    expect(hasEnded(room)).toBe(true);
    expect(act(room, 'first', play('a3a4'), 3)).toEqual({ ok: false, error: 'game-over' });
  });

  it('decline and withdraw clear the offer; accepting nothing is refused', () => {
    const offered = must(act(seatedRoom('jungle'), 'second', { type: 'draw', verb: 'offer' }, 1));
    expect(must(act(offered, 'first', { type: 'draw', verb: 'decline' }, 2)).drawOffer).toBeNull();
    expect(must(act(offered, 'second', { type: 'draw', verb: 'withdraw' }, 2)).drawOffer).toBeNull();
    expect(act(offered, 'first', { type: 'draw', verb: 'withdraw' }, 2)).toEqual({ ok: false, error: 'no-offer' });
    expect(act(seatedRoom('jungle'), 'first', { type: 'draw', verb: 'accept' }, 1)).toEqual({
      ok: false,
      error: 'no-offer',
    });
  });

  it('moving instead of answering declines the opponent offer', () => {
    const offered = must(act(seatedRoom('jungle'), 'second', { type: 'draw', verb: 'offer' }, 1));
    expect(must(act(offered, 'first', play('a3a4'), 2)).drawOffer).toBeNull();
  });
});

describe('resignation and rematch', () => {
  it('the resigning seat loses; a rematch swaps the seats and starts again', () => {
    let room = must(act(seatedRoom('jungle'), 'first', play('a3a4'), 1));
    expect(act(room, 'first', { type: 'rematch', verb: 'offer' }, 2)).toEqual({ ok: false, error: 'game-not-over' });
    room = must(act(room, 'first', { type: 'resign' }, 2));
    expect(room.ending).toEqual({ kind: 'resigned', seat: 'first' });
    room = must(act(room, 'second', { type: 'rematch', verb: 'offer' }, 3));
    expect(act(room, 'second', { type: 'rematch', verb: 'accept' }, 3)).toEqual({ ok: false, error: 'own-offer' });
    expect(must(act(room, 'first', { type: 'rematch', verb: 'decline' }, 3)).rematchOffer).toBeNull();
    room = must(act(room, 'first', { type: 'rematch', verb: 'accept' }, 4));
    expect(room.round).toBe(2);
    expect(room.plies).toEqual([]);
    expect(room.ending).toBeNull();
    expect(seatOf(room, FIRST)).toBe('second');
    expect(seatOf(room, SECOND)).toBe('first');
  });
});

describe('clock', () => {
  const tc = { initialMs: 60_000, incrementMs: 2_000 };

  it('runs only for the side to move, adds the increment, and starts with the first action', () => {
    let room = must(act(seatedRoom('jungle', tc), 'first', play('a3a4'), 10_000));
    // The first action starts the clocks: nothing was taken from the first seat.
    expect(room.clock?.left).toEqual({ first: 60_000, second: 60_000 });
    room = must(act(room, 'second', play('a7a6'), 15_000));
    expect(room.clock?.left).toEqual({ first: 60_000, second: 57_000 });
    room = must(act(room, 'first', play('a4a5'), 45_000));
    expect(room.clock?.left).toEqual({ first: 32_000, second: 57_000 });
  });

  it('a flag fall loses on time, claimed by either side or found at the next move', () => {
    const room = must(act(seatedRoom('jungle', tc), 'first', play('a3a4'), 0));
    expect(flagged(room, 59_999)).toBeNull();
    expect(act(room, 'first', { type: 'flag' }, 59_999)).toEqual({ ok: false, error: 'game-not-over' });
    expect(flagged(room, 60_000)).toBe('second');
    expect(must(act(room, 'first', { type: 'flag' }, 60_000)).ending).toEqual({ kind: 'timeout', seat: 'second' });
    // A move that arrives after the time ran out is refused; the game ended by timeout then.
    const late = actOn(room, 'second', play('a7a6'), 61_000);
    expect(late.refusal).toBe('game-over');
    expect(late.room.ending).toEqual({ kind: 'timeout', seat: 'second' });
    expect(late.room.plies).toHaveLength(1);
  });
});

describe('the rules decide first', () => {
  const oneMinute = { initialMs: 60_000, incrementMs: 0 };
  /** Red and blue at the start, 59 half-moves without a capture: red's next move draws (J6). */
  const nearDraw = (): Room => ({
    ...seatedRoom('jungle', oneMinute),
    start: 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 59 1',
  });
  /** After red's first move at 0 the blue clock runs out at 60 s. */
  const blueFlagged = (): Room => must(act(seatedRoom('jungle', oneMinute), 'first', play('a3a4'), 0));

  it('a game drawn by the rules stays drawn when a flag arrives after the clock ran out', () => {
    const drawn = must(act(nearDraw(), 'first', play('a3a4'), 0));
    expect(hasEnded(drawn)).toBe(true);
    expect(flagged(drawn, 61_500)).toBeNull();
    for (const seat of ['first', 'second'] as const) {
      const o = actOn(drawn, seat, { type: 'flag' }, 61_500);
      expect(o.refusal).toBe('game-over');
      expect(o.room).toBe(drawn);
    }
  });

  it('a resignation after the flag fell changes nothing: the game was lost on time', () => {
    for (const seat of ['first', 'second'] as const) {
      const o = actOn(blueFlagged(), seat, { type: 'resign' }, 61_000);
      expect(o.refusal).toBe('game-over');
      expect(o.room.ending).toEqual({ kind: 'timeout', seat: 'second' });
    }
  });

  it('a draw accepted after the flag fell is refused: the game was lost on time', () => {
    const offered = must(act(blueFlagged(), 'first', { type: 'draw', verb: 'offer' }, 1_000));
    const o = actOn(offered, 'second', { type: 'draw', verb: 'accept' }, 61_000);
    expect(o.refusal).toBe('game-over');
    expect(o.room.ending).toEqual({ kind: 'timeout', seat: 'second' });
    expect(o.room.drawOffer).toBeNull();
  });

  it('nothing changes a resigned game: no flag, no second resignation, no draw', () => {
    const resigned = must(act(blueFlagged(), 'second', { type: 'resign' }, 1_000));
    for (const action of [{ type: 'flag' }, { type: 'resign' }, { type: 'draw', verb: 'offer' }] as const) {
      const o = actOn(resigned, 'first', action, 90_000);
      expect(o.refusal).toBe('game-over');
      expect(o.room.ending).toEqual({ kind: 'resigned', seat: 'second' });
    }
  });

  it('a rematch needs a finished game; a clock that ran out finished it', () => {
    expect(act(blueFlagged(), 'first', { type: 'rematch', verb: 'offer' }, 30_000)).toEqual({
      ok: false,
      error: 'game-not-over',
    });
    const asked = must(act(blueFlagged(), 'first', { type: 'rematch', verb: 'offer' }, 61_000));
    expect(asked.ending).toEqual({ kind: 'timeout', seat: 'second' });
    expect(asked.rematchOffer).toBe('first');
  });
});

describe('expiry', () => {
  it('a room idle longer than its time to live expires and refuses every action', () => {
    const room = seatedRoom('jungle');
    expect(isExpired(room, HOUR)).toBe(false);
    const moved = must(act(room, 'first', play('a3a4'), HOUR - 1));
    expect(isExpired(moved, 2 * HOUR - 1)).toBe(false);
    expect(isExpired(moved, 2 * HOUR)).toBe(true);
    expect(act(moved, 'second', play('a7a6'), 2 * HOUR)).toEqual({ ok: false, error: 'expired' });
  });
});

describe('a whole game', () => {
  it('plays Banqi to its end with the first legal action each time', () => {
    let room = seatedRoom('banqi');
    for (let i = 0; i < 2000 && !hasEnded(room); i++) {
      const moves = legalTexts('banqi', positionOf(room));
      room = must(act(room, seatToMove(room), play(moves[i % moves.length]!), i));
    }
    expect(hasEnded(room)).toBe(true);
  });
});

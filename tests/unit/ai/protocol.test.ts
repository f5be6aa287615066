import { describe, expect, it } from 'vitest';
import { acceptsDraw } from '../../../src/ai/draw';
import { bestJungleMove } from '../../../src/ai/jungle';
import { handleAiRequest } from '../../../src/ai/protocol';
import { START_TEXT, legalActions, makeAction } from '../../../src/engine/banqi';
import { START_POSITION as JUNGLE_START, legalMoves, makeMove } from '../../../src/engine/jungle/index';
import { banqiPos, junglePos } from './helpers';

const request = (over: Record<string, unknown>): Record<string, unknown> => ({
  id: 3,
  kind: 'move',
  game: 'jungle',
  position: JUNGLE_START,
  level: 2,
  timeMs: 30,
  seed: 5,
  ...over,
});

describe('AI worker protocol', () => {
  it('answers a move request with a legal move in notation, echoing the id', () => {
    const j = handleAiRequest(request({}));
    expect(j.id).toBe(3);
    expect(j.error).toBeUndefined();
    expect(legalMoves(junglePos(JUNGLE_START)).map(makeMove)).toContain(j.move);
    const b = handleAiRequest(request({ game: 'banqi', position: START_TEXT, id: 4, kind: undefined }));
    expect(b.id).toBe(4);
    expect(legalActions(banqiPos(START_TEXT)).map(makeAction)).toContain(b.move);
  });

  it('B8 J6 a finished game: move null and no error', () => {
    expect(handleAiRequest(request({ game: 'banqi', position: '7g/8/8/R7 r - 120 40' }))).toEqual({
      id: 3,
      move: null,
    });
    expect(handleAiRequest(request({ position: '3L3/7/7/7/7/7/7/7/l6 b 3 20' }))).toEqual({ id: 3, move: null });
  });

  it('refuses bad requests with a code and never throws', () => {
    expect(handleAiRequest(null)).toEqual({ id: -1, move: null, error: 'bad-request' });
    expect(handleAiRequest('go')).toEqual({ id: -1, move: null, error: 'bad-request' });
    expect(handleAiRequest(request({ position: 42 })).error).toBe('bad-request');
    expect(handleAiRequest(request({ kind: 'hint' })).error).toBe('bad-kind');
    expect(handleAiRequest(request({ game: 'chess' })).error).toBe('bad-game');
    expect(handleAiRequest(request({ level: 5 })).error).toBe('bad-level');
    expect(handleAiRequest(request({ timeMs: 0 })).error).toBe('bad-time');
    expect(handleAiRequest(request({ timeMs: 'fast' })).error).toBe('bad-time');
    expect(handleAiRequest(request({ seed: 1.5 })).error).toBe('bad-seed');
    expect(handleAiRequest(request({ nodes: 0 })).error).toBe('bad-nodes');
    expect(handleAiRequest(request({ nodes: 2.5 })).error).toBe('bad-nodes');
    expect(handleAiRequest(request({ nodes: 'many' })).error).toBe('bad-nodes');
    expect(handleAiRequest(request({ position: 'l5t/1d3c1 r 0 1' }))).toEqual({
      id: 3,
      move: null,
      error: 'bad-position',
    });
    expect(handleAiRequest(request({ game: 'banqi', position: JUNGLE_START })).error).toBe('bad-position');
  });

  it('a node budget gives the same move as bestJungleMove with that budget (reproducible defence)', () => {
    const pos = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 0 1';
    const best = bestJungleMove(junglePos(pos), { level: 4, nodes: 3000, seed: 7 });
    const reply = handleAiRequest(request({ position: pos, level: 4, nodes: 3000, seed: 7, timeMs: 1 }));
    expect(reply.move).toBe(best.move === null ? null : makeMove(best.move));
    expect(handleAiRequest(request({ position: pos, level: 4, nodes: 3000, seed: 7, timeMs: 1 })).move).toBe(
      reply.move,
    );
  });

  it('a draw request gets the acceptsDraw answer', () => {
    const winning = '7/7/7/7/7/7/7/1E5/5Tr r 0 10'; // red: elephant and tiger against a lone rat
    expect(handleAiRequest(request({ kind: 'draw', position: winning, timeMs: 50 }))).toEqual({
      id: 3,
      move: null,
      accepts: false,
    });
  });
});

describe('draw offers: the AI accepts only when its search says it is not better', () => {
  const opts = { level: 1 as const, nodes: 3000, seed: 1 };

  it('Jungle: declines when far ahead, accepts when far behind', () => {
    expect(acceptsDraw('jungle', junglePos('7/7/7/7/7/7/7/1E5/5Tr r 0 10'), opts)).toBe(false);
    expect(acceptsDraw('jungle', junglePos('7/7/7/7/7/7/7/1E5/5Tr b 0 10'), opts)).toBe(true);
  });

  it('Banqi: declines when far ahead, accepts when far behind (public position only)', () => {
    expect(acceptsDraw('banqi', banqiPos('8/8/1R6/G5s1 r - 0 20'), opts)).toBe(false);
    expect(acceptsDraw('banqi', banqiPos('8/8/1R6/G5s1 b - 0 20'), opts)).toBe(true);
  });

  it('a finished game is no draw to agree on', () => {
    expect(acceptsDraw('banqi', banqiPos('7g/8/8/R7 r - 120 40'), opts)).toBe(false);
    expect(acceptsDraw('jungle', junglePos('3L3/7/7/7/7/7/7/7/l6 b 3 20'), opts)).toBe(false);
  });
});

/** The worker entry wires the protocol handler to the worker scope: one response per message. */
import { afterAll, describe, expect, it } from 'vitest';
import type { AiResponse } from '../../../src/ai/protocol';
import { START_POSITION as JUNGLE_START, legalMoves, makeMove } from '../../../src/engine/jungle/index';
import { junglePos } from './helpers';

type Scope = { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (m: AiResponse) => void };
const scope = globalThis as unknown as Scope;
const saved = { onmessage: scope.onmessage, postMessage: scope.postMessage };
afterAll(() => Object.assign(scope, saved));

describe('AI Web Worker entry', () => {
  it('answers each message through postMessage, with the request id', async () => {
    const posted: AiResponse[] = [];
    scope.postMessage = (m) => posted.push(m);
    await import('../../../src/ai/worker');
    expect(typeof scope.onmessage).toBe('function');
    scope.onmessage!({
      data: { id: 9, kind: 'move', game: 'jungle', position: JUNGLE_START, level: 1, timeMs: 20, seed: 1 },
    });
    scope.onmessage!({ data: { id: 10, game: 'jungle', position: 'nonsense', level: 1, timeMs: 20, seed: 1 } });
    expect(posted).toHaveLength(2);
    expect(posted[0]!.id).toBe(9);
    expect(legalMoves(junglePos(JUNGLE_START)).map(makeMove)).toContain(posted[0]!.move);
    expect(posted[1]).toEqual({ id: 10, move: null, error: 'bad-position' });
  });
});

/**
 * B9 through the real play controller: identities are drawn at each reveal, so a game's state is its
 * public history. At every AI turn, the game as played and the same game rebuilt from its saved
 * public record with another source of chance (as if every face-down piece had been reshuffled) must
 * produce identical AI requests (position and seed) and identical AI answers. A controller that lets
 * anything beyond public history through (the draw source's state in the request or its seed, a
 * pre-drawn identity) makes the two part ways.
 */
import { describe, expect, it } from 'vitest';
import { bestBanqiAction } from '../../../src/ai/banqi';
import { makeAction, parsePosition } from '../../../src/engine/banqi';
import { createRng } from '../../../src/engine/core/rng';
import { aiRequest, currentPosition, isAiTurn, newGame, play } from '../../../src/play/controller';
import { restore, serialize } from '../../../src/play/save';
import type { GameState, Setup } from '../../../src/play/types';
import type { Position } from '../../../src/engine/banqi';
import { banqiRules } from './helpers';

const SETUP: Setup = { mode: 'ai', level: 4, human: 'second' };

/** The AI's answer to a request from the controller (a node budget makes it reproducible). */
function answer(request: { position: string; seed: number }): string {
  const p = parsePosition(request.position);
  if (!p.ok) throw new Error(`the controller sent an invalid position: ${request.position}`);
  const best = bestBanqiAction(p.value, { level: 4, nodes: 1200, seed: request.seed });
  return best.move === null ? 'none' : makeAction(best.move);
}

interface Turn {
  readonly request: { position: string; seed: number } | null;
  readonly answer: string | null;
  /** The request and answer of the same moment rebuilt from the public record with other chance. */
  readonly rebuilt: { readonly request: { position: string; seed: number } | null; readonly answer: string | null };
}

/** The game rebuilt from its saved public record, its future reveals drawn from another source. */
function rebuilt(state: GameState<Position>, seed: string): GameState<Position> {
  const r = restore(banqiRules, serialize(banqiRules, state), createRng(seed));
  if (!r.ok || r.value.refused !== null) throw new Error('the public record does not replay');
  return r.value.state;
}

/** Plays `plies` plies: the AI answers its own requests; the reader picks a random legal move. */
function playGame(drawSeed: number, pick: (legal: readonly string[]) => string, plies: number) {
  let state = newGame(banqiRules, { setup: SETUP, draw: createRng(drawSeed), seed: 5 });
  const turns: Turn[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const legal = banqiRules.legalMoves(currentPosition(state));
    if (legal.length === 0) break;
    const ai = isAiTurn(banqiRules, state);
    const request = aiRequest(banqiRules, state);
    const reply = request === null ? null : answer(request);
    const other = rebuilt(state, `reshuffle:${drawSeed}:${ply}`);
    const otherRequest = aiRequest(banqiRules, other);
    turns.push({
      request,
      answer: reply,
      rebuilt: { request: otherRequest, answer: otherRequest === null ? null : answer(otherRequest) },
    });
    const move = ai ? reply! : pick(legal);
    const next = play(banqiRules, state, move, ai ? 'ai' : 'human');
    if (!next.ok) throw new Error(`${move} refused: ${JSON.stringify(next.error)}`);
    state = next.value;
  }
  return { turns, state };
}

describe('B9 reshuffle through the play controller', () => {
  it('the game as played and its public record replayed with other chance give identical AI requests and answers', () => {
    for (const gameSeed of [1, 2, 3]) {
      const rng = createRng(`reader:${gameSeed}`);
      const { turns, state } = playGame(gameSeed, (legal) => legal[rng.nextInt(legal.length)]!, 24);
      for (const t of turns) expect(t.rebuilt).toEqual({ request: t.request, answer: t.answer });
      expect(turns.filter((t) => t.answer !== null).length).toBeGreaterThanOrEqual(8);
      // Still face-down pieces remain, so the other chance had something to change.
      expect(banqiRules.format(currentPosition(state))).toContain('X');
    }
  }, 60_000);
});

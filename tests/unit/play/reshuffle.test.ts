/**
 * B9 through the real play controller: two games with different deals that agree on every square
 * revealed during the game, played with the same public moves, must produce identical AI requests
 * (position and seed) and identical AI answers at every AI turn. A controller or an AI that lets any
 * hidden identity through (in the request, its seed, or the search) makes the two games part ways.
 */
import { describe, expect, it } from 'vitest';
import { bestBanqiAction } from '../../../src/ai/banqi';
import { makeAction, parsePosition } from '../../../src/engine/banqi';
import { createRng } from '../../../src/engine/core/rng';
import { aiRequest, currentPosition, isAiTurn, newGame, play } from '../../../src/play/controller';
import type { DealJson, GameState, Setup } from '../../../src/play/types';
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
  /** The public move played (a reveal without its identity: the referee supplies it from the deal). */
  readonly move: string;
}

/** Plays `plies` plies: the AI answers its own requests; the reader picks a random legal move. */
function playGame(deal: DealJson, pick: (legal: readonly string[], ply: number) => string, plies: number) {
  let state: GameState<Position> = { ...newGame(banqiRules, { setup: SETUP, dealSeed: 1, seed: 5 }), deal };
  const turns: Turn[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const legal = banqiRules.legalMoves(currentPosition(state));
    if (legal.length === 0) break;
    const ai = isAiTurn(banqiRules, state);
    const request = aiRequest(banqiRules, state);
    const reply = request === null ? null : answer(request);
    const move = ai ? reply! : pick(legal, ply);
    const next = play(banqiRules, state, move, ai ? 'ai' : 'human');
    if (!next.ok) throw new Error(`${move} refused: ${JSON.stringify(next.error)}`);
    state = next.value;
    turns.push({ request, answer: reply, move });
  }
  return { turns, state };
}

/** A deal equal to `deal` on `keep` squares and a reshuffle of the other squares' identities. */
function reshuffled(deal: DealJson, keep: ReadonlySet<string>, seed: string): DealJson {
  const rng = createRng(seed);
  const free = Object.keys(deal).filter((sq) => !keep.has(sq));
  const ids = free.map((sq) => deal[sq]!);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const out: Record<string, string> = { ...deal };
  free.forEach((sq, i) => (out[sq] = ids[i]!));
  return out;
}

describe('B9 reshuffle through the play controller', () => {
  it('different deals that agree on every revealed square give identical AI requests and answers', () => {
    for (const gameSeed of [1, 2, 3]) {
      const deal = banqiRules.newDeal(currentStart(), gameSeed)!;
      const rng = createRng(`reader:${gameSeed}`);
      const moves: string[] = [];
      const pick = (legal: readonly string[]) => {
        const m = legal[rng.nextInt(legal.length)]!;
        moves.push(m);
        return m;
      };
      const first = playGame(deal, pick, 24);
      const revealed = new Set(first.state.plies.filter((p) => p.kind === 'reveal').map((p) => p.from));
      let reader = 0;
      let differing = 0;
      for (let k = 0; k < 3; k++) {
        const other = reshuffled(deal, revealed, `reshuffle:${gameSeed}:${k}`);
        differing += Object.keys(deal).filter((sq) => other[sq] !== deal[sq]).length;
        reader = 0;
        const second = playGame(other, () => moves[reader++]!, 24);
        expect(second.turns).toEqual(first.turns);
      }
      expect(differing).toBeGreaterThan(0);
      expect(first.turns.filter((t) => t.answer !== null).length).toBeGreaterThanOrEqual(8);
    }
  }, 60_000);
});

function currentStart(): Position {
  const p = banqiRules.parse(banqiRules.startText);
  if (!p.ok) throw new Error('the start does not parse');
  return p.value;
}

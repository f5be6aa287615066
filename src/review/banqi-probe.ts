/**
 * The Banqi search a review uses (probe.ts): the AI's own BanqiSearch on the public position only
 * (B9): a reveal is searched as the AI searches it, a chance node over the pool, never as the
 * identity that turned up.
 */
import {
  BanqiBoard,
  actionOfCode,
  encodeAction,
  isReveal,
  makeAction,
  parseAction,
  type Position,
} from '../engine/banqi';
import { BANQI_LEVELS } from '../ai/levels';
import { TranspositionTable } from '../ai/tt';
import { BanqiSearch, DEFAULT_BANQI_CONFIG } from '../ai/banqi/search';
import { probePosition, type Probe, type ProbeSearch } from './probe';
import type { StagedBudget } from './staged-budget';

const TT_BITS = 18;
let shared: BanqiSearch | undefined;

/** The code of an action's text; a reveal without its identity. Null when the text is no action. */
function banqiCode(text: string): number | null {
  const a = parseAction(text);
  if (!a.ok) return null;
  return a.value.type === 'reveal'
    ? encodeAction(a.value.square, a.value.square)
    : encodeAction(a.value.from, a.value.to);
}

/** Probes `pos` (public) with `played` (move text, or null for the last position). */
export function probeBanqi(pos: Position, played: string | null, nodes: number, seed: number): Probe | null {
  shared ??= new BanqiSearch(new BanqiBoard(), new TranspositionTable(TT_BITS));
  const s = shared;
  const search: ProbeSearch = {
    params: BANQI_LEVELS[4],
    start(budget: StagedBudget) {
      s.config = DEFAULT_BANQI_CONFIG;
      s.board.load(pos);
      s.reset(budget);
    },
    get prunable() {
      return s.prunable;
    },
    rootValue: (m, depth, alpha, beta) => s.rootValue(m, depth, alpha, beta),
    generate: (out) => s.board.generate(out, 0),
    orderRoot: (moves, n, keys) => s.orderRoot(moves, n, keys),
    tableMove: () => s.tableMove(),
    make: (code) => s.board.make(code),
    unmake: () => s.board.unmake(),
    isChance: (code) => isReveal(code),
    text: (code) => makeAction(actionOfCode(code)),
  };
  return probePosition(search, played === null ? null : banqiCode(played), nodes, seed);
}

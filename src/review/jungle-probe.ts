/** The Jungle search a review uses (probe.ts): the AI's own JungleSearch at level 4's configuration. */
import { JungleBoard, decodeMove, encodeMove, makeMove, parseMove, type Position } from '../engine/jungle/index';
import { JUNGLE_LEVELS } from '../ai/levels';
import { TranspositionTable } from '../ai/tt';
import { JUNGLE_LEVEL_CONFIGS, JungleSearch } from '../ai/jungle/search';
import { probePosition, type Probe, type ProbeSearch } from './probe';
import type { StagedBudget } from './staged-budget';

/** 2^20 entries in buckets of two, as the AI's. */
const TT_BITS = 20;
let shared: JungleSearch | undefined;

function jungleCode(text: string): number | null {
  const m = parseMove(text);
  return m.ok ? encodeMove(m.value.from, m.value.to) : null;
}

/** Probes `pos` with `played` (move text, or null for the last position). */
export function probeJungle(pos: Position, played: string | null, nodes: number, seed: number): Probe | null {
  shared ??= new JungleSearch(new TranspositionTable(TT_BITS, 2));
  const s = shared;
  const board: JungleBoard = s.board;
  const search: ProbeSearch = {
    params: JUNGLE_LEVELS[4],
    start(budget: StagedBudget) {
      s.config = JUNGLE_LEVEL_CONFIGS[4];
      board.load(pos);
      s.reset(budget, false);
    },
    rootValue: (m, depth, alpha, beta) => s.rootValue(m, depth, alpha, beta),
    generate: (out) => board.generate(out, 0),
    orderRoot: (moves, n, keys) => s.orderRoot(moves, n, keys),
    tableMove: () => s.tableMove(),
    make: (code) => board.make(code),
    unmake: () => board.unmake(),
    isChance: () => false,
    text: (code) => makeMove(decodeMove(code)),
  };
  return probePosition(search, played === null ? null : jungleCode(played), nodes, seed);
}

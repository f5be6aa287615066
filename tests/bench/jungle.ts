/**
 * Jungle engine speed: perft from the start (depth 5, bulk counting; with and without the perft table), raw make/unmake + generate rate,
 * and the batch `moves jungle -` throughput on 10,000 positions from random games. Prints figures only.
 */
import { GAMES } from '../../src/cli/games';
import { runCommand, type CommandContext } from '../../src/cli/commands';
import { createRng } from '../../src/engine/core/rng';
import {
  JungleBoard,
  MAX_MOVES,
  START_POSITION,
  applyMove,
  boardStatus,
  legalMoves,
  makePosition,
  parsePosition,
  perft,
  startPosition,
} from '../../src/engine/jungle/index';

/** perft from the start, as the command line runs it (with the table) and walking every subtree (the move generator alone). */
function timePerft(depth: number): void {
  const p = startPosition();
  for (const table of [true, false]) {
    perft(p, 4, { table }); // warm up
    const times: number[] = [];
    let leaves = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      leaves = perft(p, depth, { table });
      times.push((performance.now() - t0) / 1000);
    }
    const best = Math.min(...times);
    console.log(
      `perft start depth ${depth}, ${table ? 'with the table' : 'every subtree walked'}: ${leaves} leaves, best of 3 ${best.toFixed(3)} s = ${Math.round(leaves / best).toLocaleString('en')} leaves/s` +
        ` (runs: ${times.map((t) => t.toFixed(3)).join(', ')} s)`,
    );
  }
}

/** Positions from random games, every stage from the start to the end (finished positions included). */
function gamePositions(lines: number): string[] {
  const rng = createRng('bench-jungle-batch');
  const out: string[] = [];
  while (out.length < lines) {
    const start = parsePosition(START_POSITION);
    if (!start.ok) throw new Error('start');
    let p = start.value;
    for (;;) {
      out.push(makePosition(p));
      const moves = legalMoves(p);
      if (moves.length === 0 || out.length >= lines) break;
      const next = applyMove(p, moves[rng.nextInt(moves.length)]!);
      if (!next.ok) throw new Error('random move refused');
      p = next.value;
    }
  }
  return out;
}

/** Nodes per second of a fixed-depth walk with make/unmake at every node (no bulk counting). */
function timeWalk(positions: readonly string[]): void {
  const board = new JungleBoard();
  const buf = new Int32Array(MAX_MOVES * 4);
  let nodes = 0;
  const walk = (depth: number, ply: number): void => {
    nodes++;
    if (depth === 0) return;
    const n = board.generate(buf, ply * MAX_MOVES);
    for (let i = 0; i < n; i++) {
      board.make(buf[ply * MAX_MOVES + i]!);
      walk(depth - 1, ply + 1);
      board.unmake();
    }
  };
  const t0 = performance.now();
  for (let i = 0; i < positions.length; i += 10) {
    const p = parsePosition(positions[i]!);
    if (!p.ok) continue;
    board.load(p.value);
    if (boardStatus(board).result === 'ongoing') walk(3, 0);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `make/unmake walk depth 3 from ${positions.length / 10} positions: ${nodes} nodes in ${seconds.toFixed(2)} s = ${Math.round(nodes / seconds).toLocaleString('en')} nodes/s`,
  );
}

export function benchJungle(): void {
  timePerft(5);
  const lines = 10_000;
  const positions = gamePositions(lines);
  timeWalk(positions);
  const input = `${positions.join('\n')}\n`;
  // A context with the Jungle game only, so the bench does not depend on the other game's module.
  const ctx: CommandContext = { games: GAMES, readStdin: () => input };
  runCommand(['moves', 'jungle', '-'], ctx); // warm up
  const t0 = performance.now();
  const r = runCommand(['moves', 'jungle', '-'], ctx);
  const seconds = (performance.now() - t0) / 1000;
  if (!r.ok) throw new Error(r.error.message);
  const finished = r.value.split('\n').filter((l) => l === '').length - 1;
  console.log(
    `batch moves jungle -: ${lines} positions (${finished} finished) in ${seconds.toFixed(3)} s = ${Math.round(lines / seconds).toLocaleString('en')} positions/s`,
  );
}

/**
 * The AI speed bench's body (run bundled by ai.ts): for a set of positions per game, the level-4
 * search with the default 1 s budget: nodes per second and the depth reached; then nodes per second
 * of CPU time on fixed middlegame positions, for this AI and the old one (ai-baseline.ts), with the
 * same node budget; then, for Banqi, the nodes needed to finish fixed-depth searches with and
 * without Star1 pruning and Star2 probing at chance nodes, and for Jungle with and without late-move
 * reductions, with the table as it ships or smaller with one slot per entry, and with the table kept
 * from the previous move or empty. Prints figures only.
 */
import { workerData } from 'node:worker_threads';
import { bestBanqiAction } from '../../src/ai/banqi';
import { DEFAULT_BANQI_CONFIG } from '../../src/ai/banqi/search';
import { bestJungleMove } from '../../src/ai/jungle';
import { DEFAULT_JUNGLE_CONFIG } from '../../src/ai/jungle/search';
import { createRng } from '../../src/engine/core/rng';
import type { TableWays } from '../../src/ai/tt';
import * as banqi from '../../src/engine/banqi';
import * as jungle from '../../src/engine/jungle/index';
import { baselineBanqi, baselineJungle, loadBaseline, type BaselineModule } from './ai-baseline';
import { banqiBenchPositions, banqiMiddlegames, jungleBenchPositions, jungleGamePositions } from './ai-positions';

const TIME_MS = 1000;

interface Row {
  label: string;
  move: string;
  depth: number;
  nodes: number;
  ms: number;
}

function report(game: string, rows: Row[]): void {
  for (const r of rows)
    console.log(
      `${game} ${r.label}: ${r.move} depth ${r.depth}, ${r.nodes.toLocaleString('en')} nodes in ${r.ms.toFixed(0)} ms = ${Math.round(r.nodes / (r.ms / 1000)).toLocaleString('en')} nodes/s`,
    );
  const nodes = rows.reduce((s, r) => s + r.nodes, 0);
  const ms = rows.reduce((s, r) => s + r.ms, 0);
  const depth = rows.reduce((s, r) => s + r.depth, 0) / rows.length;
  console.log(
    `${game} level 4, ${TIME_MS} ms per move, ${rows.length} positions: ${Math.round(nodes / (ms / 1000)).toLocaleString('en')} nodes/s, average depth ${depth.toFixed(1)}`,
  );
}

function timed<T>(f: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = f();
  return { value, ms: performance.now() - t0 };
}

function speedBanqi(): void {
  const positions = banqiBenchPositions();
  bestBanqiAction(positions[2]!.position, { level: 4, timeMs: 300, seed: 0 }); // warm up
  const rows = positions.map(({ label, position }) => {
    const { value, ms } = timed(() => bestBanqiAction(position, { level: 4, timeMs: TIME_MS, seed: 1 }));
    return {
      label,
      move: value.move ? banqi.makeAction(value.move) : 'none',
      depth: value.depth,
      nodes: value.nodes,
      ms,
    };
  });
  report('banqi', rows);
}

function speedJungle(): void {
  const positions = jungleBenchPositions();
  bestJungleMove(positions[0]!.position, { level: 4, timeMs: 300, seed: 0 }); // warm up
  const rows = positions.map(({ label, position }) => {
    const { value, ms } = timed(() => bestJungleMove(position, { level: 4, timeMs: TIME_MS, seed: 1 }));
    return {
      label,
      move: value.move ? jungle.makeMove(value.move) : 'none',
      depth: value.depth,
      nodes: value.nodes,
      ms,
    };
  });
  report('jungle', rows);
}

/** Nodes to complete fixed-depth searches, for a search switch on and off (node counts do not depend on the machine). */
function compareBanqi(
  label: string,
  depth: number,
  on: typeof DEFAULT_BANQI_CONFIG,
  off: typeof DEFAULT_BANQI_CONFIG,
): void {
  let nodesOn = 0;
  let nodesOff = 0;
  let same = 0;
  const positions = banqiBenchPositions().filter((p) => p.position.turn !== 'unassigned');
  for (const { position } of positions) {
    const a = bestBanqiAction(position, { level: 4, nodes: 50_000_000, seed: 1 }, { config: on, maxDepth: depth });
    const b = bestBanqiAction(position, { level: 4, nodes: 50_000_000, seed: 1 }, { config: off, maxDepth: depth });
    nodesOn += a.nodes;
    nodesOff += b.nodes;
    if (a.move && b.move && banqi.makeAction(a.move) === banqi.makeAction(b.move)) same++;
  }
  console.log(
    `banqi ${label}, depth ${depth}, ${positions.length} positions: ${nodesOn.toLocaleString('en')} nodes with, ${nodesOff.toLocaleString('en')} without (${((100 * nodesOn) / nodesOff).toFixed(0)}%); same move in ${same}/${positions.length}`,
  );
}

function compareJungle(depth: number): void {
  let on = 0;
  let off = 0;
  const positions = jungleBenchPositions();
  for (const { position } of positions) {
    on += bestJungleMove(position, { level: 4, nodes: 50_000_000, seed: 1 }, { maxDepth: depth }).nodes;
    off += bestJungleMove(
      position,
      { level: 4, nodes: 50_000_000, seed: 1 },
      { maxDepth: depth, config: { ...DEFAULT_JUNGLE_CONFIG, lmr: false } },
    ).nodes;
  }
  console.log(
    `jungle late-move reductions, depth ${depth}, ${positions.length} positions: ${on.toLocaleString('en')} nodes with, ${off.toLocaleString('en')} without (${((100 * on) / off).toFixed(0)}%)`,
  );
}

/** Nodes and CPU time to finish fixed-depth Jungle searches with the table as it ships, and with 2^18 single slots (a quarter of the room, as before issue 17's change). */
function compareJungleTable(depth: number): void {
  const positions = jungleGamePositions();
  const run = (table: { bits: number; ways: TableWays } | undefined): string => {
    let nodes = 0;
    const t0 = cpuMs();
    for (const position of positions)
      nodes += bestJungleMove(position, { level: 4, nodes: 500_000_000, seed: 1 }, { maxDepth: depth, table }).nodes;
    return `${nodes.toLocaleString('en')} nodes in ${((cpuMs() - t0) / 1000).toFixed(1)} CPU s`;
  };
  const shipped = run(undefined);
  const small = run({ bits: 18, ways: 1 });
  console.log(
    `jungle table, depth ${depth}, ${positions.length} positions of self-play: 2^20 entries in buckets of two ${shipped}; 2^18 single slots ${small}`,
  );
}

const KEPT_MS = 200;

/**
 * The depth red's level-4 search reaches at KEPT_MS a move in a game against a 20,000-node opponent
 * (which searches with a table of its own, so red's stays): with the table kept from red's previous
 * move, as the AI plays a game, and from an empty table on the same positions.
 */
function compareJungleKeptTable(): void {
  const rng = createRng('ai-bench-jungle-kept-table');
  const reds: jungle.Position[] = [];
  let kept = 0;
  let pos = jungle.startPosition();
  for (let ply = 0; ply < 80 && jungle.status(pos).result === 'ongoing'; ply++) {
    const legal = jungle.legalMoves(pos);
    let move: jungle.Move | null;
    if (ply < 2) move = legal[rng.nextInt(legal.length)]!;
    else if (pos.turn === 'red') {
      reds.push(pos);
      const r = bestJungleMove(pos, { level: 4, timeMs: KEPT_MS, seed: ply });
      kept += r.depth;
      move = r.move;
    } else move = bestJungleMove(pos, { level: 4, nodes: 20_000, seed: ply }, { table: { bits: 16, ways: 2 } }).move;
    const next = move ? jungle.applyMove(pos, move) : undefined;
    if (!next?.ok) break;
    pos = next.value;
  }
  let fresh = 0;
  for (const p of reds)
    fresh += bestJungleMove(p, { level: 4, timeMs: KEPT_MS, seed: 1 }, { table: { bits: 20, ways: 2 } }).depth;
  const n = reds.length;
  console.log(
    `jungle table kept between moves, ${n} moves of red at ${KEPT_MS} ms in a game against 20,000 nodes: average depth ${(kept / n).toFixed(1)} kept, ${(fresh / n).toFixed(1)} from an empty table`,
  );
}

/** CPU milliseconds of this process (steadier than the wall clock on a shared machine). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const CPU_NODES = 1_000_000;

/** Nodes per CPU second of a search with a node budget: this AI and the old one, same positions and budget. */
function cpuSpeed(old: BaselineModule): void {
  type Search = (p: banqi.Position | jungle.Position) => { nodes: number; depth: number };
  const opts = { level: 4 as const, nodes: CPU_NODES, seed: 1 };
  const rows: {
    game: string;
    label: string;
    position: banqi.Position | jungle.Position;
    now: Search;
    before: Search;
  }[] = [
    ...banqiMiddlegames().map(({ label, position }) => ({
      game: 'banqi',
      label,
      position,
      now: (p: banqi.Position | jungle.Position) => bestBanqiAction(p as banqi.Position, opts),
      before: (p: banqi.Position | jungle.Position) => baselineBanqi(old, p as banqi.Position, opts),
    })),
    ...jungleBenchPositions().map(({ label, position }) => ({
      game: 'jungle',
      label,
      position,
      now: (p: banqi.Position | jungle.Position) => bestJungleMove(p as jungle.Position, opts),
      before: (p: banqi.Position | jungle.Position) => baselineJungle(old, p as jungle.Position, opts),
    })),
  ];
  for (const row of rows) {
    const speed = (f: Search): string => {
      f(row.position); // warm up
      const t0 = cpuMs();
      const r = f(row.position);
      return `${Math.round(r.nodes / ((cpuMs() - t0) / 1000)).toLocaleString('en')} nodes/s (depth ${r.depth})`;
    };
    console.log(
      `${row.game} ${row.label}, ${CPU_NODES.toLocaleString('en')} nodes, per CPU second: now ${speed(row.now)}, before ${speed(row.before)}`,
    );
  }
}

async function benchAi(): Promise<void> {
  cpuSpeed((await loadBaseline(workerData as string)).module);
  speedBanqi();
  speedJungle();
  compareBanqi('Star1 at chance nodes', 3, DEFAULT_BANQI_CONFIG, { ...DEFAULT_BANQI_CONFIG, star1: false });
  compareBanqi('Star2 probing at chance nodes', 3, DEFAULT_BANQI_CONFIG, { ...DEFAULT_BANQI_CONFIG, star2: false });
  compareJungle(7);
  compareJungleTable(12);
  compareJungleKeptTable();
}

await benchAi();

/**
 * Banqi engine speed: perft leaves per second (start, depth 3; a midgame, depth 4; with and without the perft table) and the batch
 * `moves banqi -` throughput in positions per second. Prints figures only.
 */
import { GAMES } from '../../src/cli/games';
import { runCommand, type CommandContext } from '../../src/cli/commands';
import { createRng } from '../../src/engine/core/rng';
import {
  START_POSITION,
  START_TEXT,
  legalActions,
  makePosition,
  parsePosition,
  perft,
  status,
  type Position,
} from '../../src/engine/banqi';
import { Referee, dealFromRng } from '../../src/engine/banqi/referee-entry';

const BANQI_MIDGAME = 'hX1RXX1r/RaASXSeh/H1saXS1g/XAXEEXXX r G1H1C1S1e1r1c2s2 3 16';

/** Leaves are counted in bulk at the last ply: walking every subtree, the positions made are the nodes above them. */
function madeBelow(pos: Position, depth: number): number {
  let made = 0;
  for (let d = 1; d < depth; d++) made += perft(pos, d, { table: false });
  return made;
}

/** perft as the command line runs it (with the table) and walking every subtree (the move generator alone). */
function timePerft(label: string, text: string, depth: number): void {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(`bench position refused: ${p.error.message}`);
  perft(p.value, Math.min(depth, 2)); // warm up
  for (const table of [true, false]) {
    const t0 = performance.now();
    const leaves = perft(p.value, depth, { table });
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `perft ${label} depth ${depth}, ${table ? 'with the table' : 'every subtree walked'}: ${leaves} leaves in ${seconds.toFixed(2)} s = ` +
        `${Math.round(leaves / seconds).toLocaleString('en')} leaves/s` +
        (table ? '' : ` (${Math.round(madeBelow(p.value, depth) / seconds).toLocaleString('en')} positions made/s)`),
    );
  }
}

/** 10,000 positions from random games, every stage from the start to the end. */
function batchInput(lines: number): string {
  const rng = createRng('bench-batch');
  const out: string[] = [];
  while (out.length < lines) {
    const referee = new Referee(START_POSITION, { type: 'deal', deal: dealFromRng(START_POSITION, rng) });
    while (out.length < lines && status(referee.position).result === 'ongoing') {
      out.push(makePosition(referee.position));
      const options = legalActions(referee.position);
      referee.play(options[rng.nextInt(options.length)]!);
    }
    if (out.length < lines) out.push(makePosition(referee.position));
  }
  return `${out.join('\n')}\n`;
}

export function benchBanqi(): void {
  timePerft('start', START_TEXT, 3);
  timePerft('midgame', BANQI_MIDGAME, 4);
  const lines = 10_000;
  const input = batchInput(lines);
  const ctx: CommandContext = { games: GAMES, readStdin: () => input };
  runCommand(['moves', 'banqi', '-'], ctx); // warm up
  const t0 = performance.now();
  const r = runCommand(['moves', 'banqi', '-'], ctx);
  const seconds = (performance.now() - t0) / 1000;
  if (!r.ok) throw new Error(r.error.message);
  console.log(
    `batch moves: ${lines} positions in ${seconds.toFixed(3)} s = ${Math.round(lines / seconds).toLocaleString('en')} positions/s`,
  );
}

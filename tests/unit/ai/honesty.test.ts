/**
 * The Banqi AI never reads a face-down identity (B9). Three checks:
 * 1. by type: bestBanqiAction takes a public Position (checked by tsc wherever it is called);
 * 2. by source: nothing under src/ai imports the deal, the referee or the game records (which hold
 *    deals), checked on the import statements of every source file;
 * 3. by behaviour: in many positions from real games, redealing the hidden identities (any deal that
 *    fits the same pool) never changes the AI's choice under the same seed and node budget. The
 *    same check run on a deliberately peeking player, one that reads the referee's deal, catches it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bestBanqiAction } from '../../../src/ai/banqi';
import { createRng } from '../../../src/engine/core/rng';
import {
  FACE_DOWN,
  identityIndex,
  legalActions,
  makeAction,
  type Action,
  type Position,
} from '../../../src/engine/banqi';
import { Referee, dealFromRng, type Deal } from '../../../src/engine/banqi/referee-entry';
import { banqiGamePositions } from './helpers';

// ---- 2. source check ---------------------------------------------------------------------------

const FORBIDDEN_MODULE = /(^|\/)(deal|referee|record)(\.ts)?$/;
const FORBIDDEN_NAMES = new Set([
  'Deal',
  'DealError',
  'DealErrorReason',
  'Referee',
  'RefereeErrorReason',
  'IdentitySource',
  'dealFromRng',
  'dealWithout',
  'revealFromDeal',
  'checkDeal',
  'parseDeal',
  'makeDeal',
  'replay',
  'recordedActions',
  'GameRecord',
  'Replayed',
]);

/** Problems in one source text: imports of deal/referee/record modules or of their names. */
function hiddenInformationImports(source: string): string[] {
  const problems: string[] = [];
  const statements = source.matchAll(/\b(?:import|export)\s*(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g);
  for (const m of statements) {
    const names = m[2] ?? '';
    const spec = m[3]!;
    if (FORBIDDEN_MODULE.test(spec)) problems.push(`imports ${spec}`);
    if (/\*\s+as\s+\w+/.test(names) && /engine\/banqi(\/index)?$/.test(spec)) problems.push(`imports all of ${spec}`);
    for (const raw of names.replace(/[{}]/g, ' ').split(',')) {
      const name = raw
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (FORBIDDEN_NAMES.has(name)) problems.push(`imports ${name} from ${spec}`);
    }
  }
  for (const m of source.matchAll(/\b(?:import|require)\s*\(?\s*['"]([^'"]+)['"]/g))
    if (FORBIDDEN_MODULE.test(m[1]!)) problems.push(`loads ${m[1]}`);
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

describe('B9 honesty: the AI sources never import hidden information', () => {
  it('the checker flags imports of the deal, the referee, records and their names, and passes clean imports', () => {
    expect(hiddenInformationImports(`import { Referee } from '../engine/banqi/referee-entry';`)).toHaveLength(1);
    expect(hiddenInformationImports(`import type { Deal } from '../../engine/banqi/referee-entry';`)).toHaveLength(1);
    expect(hiddenInformationImports(`import { dealFromRng as d } from '../../engine/banqi/deal';`)).toHaveLength(2);
    expect(hiddenInformationImports(`import { x } from "../engine/banqi/referee.ts";`)).toHaveLength(1);
    expect(hiddenInformationImports(`export { replay } from '../engine/banqi';`)).toHaveLength(1);
    expect(hiddenInformationImports(`import * as b from '../engine/banqi';`)).toHaveLength(1);
    expect(hiddenInformationImports(`const m = await import('../engine/banqi/deal');`)).toHaveLength(1);
    expect(hiddenInformationImports(`import '../engine/banqi/referee';`)).toHaveLength(1);
    expect(
      hiddenInformationImports(
        `import {\n  BanqiBoard,\n  type Position,\n} from '../../engine/banqi';\nimport { x } from './dealer-free';`,
      ),
    ).toEqual([]);
  });

  it('no file under src/ai imports the deal, the referee or game records', () => {
    const root = fileURLToPath(new URL('../../../src/ai', import.meta.url));
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) =>
      hiddenInformationImports(readFileSync(f, 'utf8')).map((p) => `${relative(root, f)}: ${p}`),
    );
    expect(found).toEqual([]);
  });
});

// ---- 3. behaviour: reshuffling the hidden identities -------------------------------------------

/**
 * A player as the check sees it: it is handed the public position and the referee of the game (as
 * a careless integration might do). An honest player ignores the referee.
 */
type Player = (position: Position, referee: Referee) => Action | null;

const honestAi: Player = (position) => bestBanqiAction(position, { level: 4, nodes: 1500, seed: 99 }).move;

/** Cheats: reveals the square whose hidden piece is the highest-ranked of its colour (or any colour before B2). */
const peeking: Player = (position, referee) => {
  const deal = referee.deal;
  const actions = legalActions(position);
  let best: Action | null = actions[0] ?? null;
  let bestRank = 99;
  for (const a of actions) {
    if (a.type !== 'reveal') continue;
    const id = deal?.get(a.square);
    if (id === undefined) continue;
    const mine = position.turn === 'unassigned' || identityIndex(id) < 7 === (position.turn === 'red');
    const rank = identityIndex(id) % 7;
    if (mine && rank < bestRank) {
      bestRank = rank;
      best = a;
    }
  }
  return best;
};

/** Redeals of the position's face-down squares, each consistent with its pool (B9). */
function redeals(position: Position, count: number, seed: string): Deal[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => dealFromRng(position, rng));
}

/** The distinct choices of a player over redeals of one position. */
function choicesOverRedeals(player: Player, position: Position, deals: readonly Deal[]): Set<string> {
  const out = new Set<string>();
  for (const deal of deals) {
    const referee = Referee.create(position, { type: 'deal', deal });
    if (!referee.ok) throw new Error(referee.error.message);
    const a = player(referee.value.position, referee.value);
    out.add(a === null ? 'none' : makeAction(a));
  }
  return out;
}

/** Positions where the check has teeth: at least two face-down squares and a legal reveal. */
const positions = banqiGamePositions(7, 6, 9)
  .map((s) => s.position)
  .filter(
    (p) => p.cells.filter((c) => c === FACE_DOWN).length >= 2 && legalActions(p).some((a) => a.type === 'reveal'),
  );

describe('B9 honesty: redealing the hidden identities never changes the AI choice', () => {
  it('the AI makes the same choice under every redeal, in many positions', () => {
    expect(positions.length).toBeGreaterThanOrEqual(24);
    for (const position of positions.slice(0, 24)) {
      const deals = redeals(position, 4, `redeal:${makeAction(legalActions(position)[0]!)}:${position.moveNumber}`);
      expect(choicesOverRedeals(honestAi, position, deals).size).toBe(1);
    }
  });

  it('the same check catches a player that peeks at the deal', () => {
    let caught = 0;
    for (const position of positions.slice(0, 24)) {
      const deals = redeals(position, 4, `redeal:${makeAction(legalActions(position)[0]!)}:${position.moveNumber}`);
      if (choicesOverRedeals(peeking, position, deals).size > 1) caught++;
    }
    expect(caught).toBeGreaterThanOrEqual(18);
  });
});

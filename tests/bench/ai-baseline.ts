/**
 * The baseline AI (ai-bundle.ts) as a match player's engine. It crosses over in notation: the
 * position goes to it as text and its move comes back as text, so the baseline runs on its own
 * engine whatever the current engine's internals have become.
 */
import type { SearchOptions } from '../../src/ai/types';
import type { AiEngine } from '../../src/cli/players';
import * as banqi from '../../src/engine/banqi';
import * as jungle from '../../src/engine/jungle/index';

type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false };
interface Found {
  readonly move: unknown;
  readonly nodes: number;
  readonly depth: number;
}

/** What the baseline bundle exports (ai-bundle.ts, bundleBaseline). */
export interface BaselineModule {
  bestBanqiAction(pos: unknown, opts: SearchOptions): Found;
  bestJungleMove(pos: unknown, opts: SearchOptions): Found;
  parseBanqi(text: string): Parsed;
  makeAction(action: unknown): string;
  parseJungle(text: string): Parsed;
  makeMove(move: unknown): string;
}

const fail = (what: string): never => {
  throw new Error(`baseline AI: ${what}`);
};

/**
 * The baseline's search on a position given as text: its move back as text, parsed by the current
 * engine (`back`), with its figures.
 */
function viaText<M>(
  parsed: Parsed,
  search: (pos: unknown) => Found,
  moveText: (move: unknown) => string,
  back: (text: string) => { readonly ok: true; readonly value: M } | { readonly ok: false },
): { move: M | null; nodes: number; depth: number } {
  const r = parsed.ok ? search(parsed.value) : fail('position refused');
  if (r.move === null) return { move: null, nodes: r.nodes, depth: r.depth };
  const m = back(moveText(r.move));
  return { move: m.ok ? m.value : fail('move refused'), nodes: r.nodes, depth: r.depth };
}

export const baselineBanqi = (m: BaselineModule, pos: banqi.Position, opts: SearchOptions) =>
  viaText(
    m.parseBanqi(banqi.banqiGame.format(pos)),
    (p) => m.bestBanqiAction(p, opts),
    m.makeAction,
    banqi.parseAction,
  );

export const baselineJungle = (m: BaselineModule, pos: jungle.Position, opts: SearchOptions) =>
  viaText(m.parseJungle(jungle.jungleGame.format(pos)), (p) => m.bestJungleMove(p, opts), m.makeMove, jungle.parseMove);

export async function loadBaseline(url: string): Promise<{ module: BaselineModule; engine: AiEngine }> {
  const module = (await import(url)) as BaselineModule;
  return {
    module,
    engine: {
      name: 'old',
      banqi: (pos, opts) => baselineBanqi(module, pos, opts),
      jungle: (pos, opts) => baselineJungle(module, pos, opts),
    },
  };
}

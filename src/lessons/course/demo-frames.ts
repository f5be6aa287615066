/**
 * A stage's demonstration (demos.ts) as the frames the page shows, each step twice: before its move (the squares
 * that matter highlighted, its caption) and after it (the move drawn as the last move). Played through the engine,
 * so a demonstration the rules refuse is an error, not a picture.
 */
import { err, ok, type Result } from '../../engine/core/result';
import type { GameId } from '../../i18n/routes';
import { lessonEngine } from '../engines';
import type { StageDemo } from './demos';
import { demoCaptionKey } from './keys';

export interface DemoFrame {
  /** 0-based step this frame belongs to. */
  readonly step: number;
  readonly position: string;
  readonly lastMove: { readonly from: string; readonly to: string } | null;
  readonly squares: readonly string[];
  readonly captionKey: string;
}

/** Why a demonstration cannot be shown: its position does not parse, or a step's move is refused (with the reason). */
export type DemoProblem =
  | { readonly kind: 'no-engine' }
  | { readonly kind: 'position'; readonly reason: string }
  | { readonly kind: 'move'; readonly step: number; readonly reason: string };

const squaresOf = (move: string): { from: string; to: string } => ({ from: move.slice(0, 2), to: move.slice(2, 4) });

export function demoFrames(game: GameId, n: number, demo: StageDemo): Result<DemoFrame[], DemoProblem> {
  const engine = lessonEngine(game);
  if (engine === undefined) return err({ kind: 'no-engine' });
  const parsed = engine.parse(demo.position);
  if (!parsed.ok) return err({ kind: 'position', reason: parsed.error.reason });
  let pos = parsed.value;
  let lastMove: DemoFrame['lastMove'] = null;
  const frames: DemoFrame[] = [];
  for (const [i, s] of demo.steps.entries()) {
    const captionKey = demoCaptionKey(game, n, i + 1);
    frames.push({ step: i, position: engine.format(pos), lastMove, squares: s.squares, captionKey });
    const played = engine.play(pos, s.move);
    if (!played.ok) return err({ kind: 'move', step: i, reason: played.error });
    pos = played.value;
    lastMove = squaresOf(s.move);
    frames.push({ step: i, position: engine.format(pos), lastMove, squares: s.squares, captionKey });
  }
  return ok(frames);
}

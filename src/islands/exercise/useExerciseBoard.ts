/**
 * The live board of the kinds played on it (the board kinds, play-out, collect): the position shown and the move
 * that led there, drawn with the exercise's game, the reader's targets (the rules interface's) and the page's
 * board strings. A kind spreads `board` into <Board> and adds its marks, when the board takes moves, and what a
 * move does; it keeps the position itself (a collect task's is part of its walk).
 */
import { useMemo, useState } from 'preact/hooks';
import type { BoardProps } from '../Board';
import type { BoardMove } from '../../board/types';
import type { Targets } from '../../engine/core/game-rules';
import type { LessonEngine } from '../../lessons/engine';
import type { Exercise } from '../../lessons/types';

/** Which of the engine's targets the reader is offered. */
export interface TargetRule {
  /** Only the piece on this square moves (a collect task's): the reader's other pieces list no destination. */
  readonly only?: string;
  /** Face-down squares may be revealed (true unless said: a play-out and a collect reveal none). */
  readonly reveals?: boolean;
}

export interface ExerciseBoard {
  /** The position shown, in notation. */
  readonly position: string;
  /** The move that led to it, drawn on the board (null: none). */
  readonly last: BoardMove | null;
  /** Draws `move` ('a2e2') as the move that led to the position shown, or none. */
  readonly showMove: (move: string | null) => void;
  /** The Board's props for them. */
  readonly board: Pick<BoardProps, 'game' | 'position' | 'movable' | 'revealable' | 'lastMove' | 'strings'>;
}

const NO_REVEALS: ReadonlySet<string> = new Set();

function offered(all: Targets, rule: TargetRule): Targets {
  const movable =
    rule.only === undefined
      ? all.movable
      : new Map([...all.movable.keys()].map((sq) => [sq, sq === rule.only ? (all.movable.get(sq) ?? []) : []]));
  return { movable, revealable: rule.reveals === false ? NO_REVEALS : all.revealable };
}

export function useExerciseBoard(
  props: { readonly ex: Exercise; readonly board: BoardProps['strings'] },
  engine: LessonEngine<unknown>,
  pos: unknown,
  rule: TargetRule = {},
): ExerciseBoard {
  const [last, setLast] = useState<BoardMove | null>(null);
  const position = engine.format(pos);
  const { only, reveals } = rule;
  const targets = useMemo(() => offered(engine.targets(pos), { only, reveals }), [engine, pos, only, reveals]);
  return {
    position,
    last,
    showMove: (move) => setLast(move === null ? null : { from: move.slice(0, 2), to: move.slice(2, 4) }),
    board: {
      game: props.ex.game,
      position,
      movable: targets.movable,
      revealable: targets.revealable,
      lastMove: last,
      strings: props.board,
    },
  };
}

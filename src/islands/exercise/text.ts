/** Strings inside the exercise island: raw dictionary entries picked on the server, filled here. */
import { formatCounted, formatMessage, formatPercent, type MessageVars } from '../../i18n/format';
import type { ComponentChildren } from 'preact';
import type { BoardStrings } from '../../board/strings';
import { contentName } from '../../board/names';
import { moveProse } from '../../board/move-prose';
import { squaresFromPosition, type SquareContents } from '../../board/position';
import type { GameId } from '../../i18n/routes';
import type { Fraction } from '../../lessons/fraction';
import { uiKey, uiPluralKey, type LessonUiName } from '../../lessons/keys';
import type { Outcome } from '../../lessons/outcome';

export type Strings = Readonly<Record<string, string>>;

export interface Texts {
  /** Any picked key (exercise texts, refusal reasons), with placeholders filled. */
  key(key: string, vars?: MessageVars): string;
  /** A lesson.ui.* string. */
  ui(name: LessonUiName, vars?: MessageVars): string;
  /** A counted lesson.ui string: the form `count` takes in the page's language (`_one`, `_other`), `count` filled in. */
  counted(base: Parameters<typeof uiPluralKey>[0], count: number, vars?: MessageVars): string;
  /** The name of a piece letter in the reader's language ('canhão preto'). */
  piece(letter: string): string;
  /** A chance as '1 em 9 (11 %)'. */
  chance(f: Fraction): string;
}

export function makeTexts(strings: Strings, board: BoardStrings, game: GameId, langTag: string): Texts {
  const key = (k: string, vars?: MessageVars): string => formatMessage(strings[k] ?? k, vars);
  const percent = (x: number): string => formatPercent(langTag, x);
  const ui = (name: LessonUiName, vars?: MessageVars): string => key(uiKey(name), vars);
  const counted = (base: Parameters<typeof uiPluralKey>[0], count: number, vars?: MessageVars): string =>
    formatCounted((k) => strings[k], uiPluralKey(base), langTag, count, { count, ...vars });
  return {
    key,
    ui,
    counted,
    piece: (letter) => contentName(game, board, letter),
    chance: (f) =>
      f.num === 0
        ? ui('odds.zero', { percent: percent(0) })
        : ui('odds.value', { num: f.num, den: f.den, percent: percent(f.num / f.den) }),
  };
}

/**
 * How a move is written in feedback (moveProse): 'a2–e2', 'a2×e2' when `before`, the board it is played on, has a
 * piece on its arrival square, or the square alone for a reveal. Without `before` a capture cannot be told.
 */
export function moveText(move: string, before?: SquareContents): string {
  const from = move.slice(0, 2);
  const to = move.slice(2, 4);
  return from === to ? from : moveProse(from, to, (before?.[to] ?? '') !== '');
}

/** moveText of a move played on a position in notation. */
export function moveTextOn(game: GameId, position: string, move: string): string {
  const squares = squaresFromPosition(game, position);
  return moveText(move, squares.ok ? squares.value : undefined);
}

type Tone = 'good' | 'bad' | 'info';

/** What a kind's body reports to the frame after an action of the reader. */
export interface Feedback {
  readonly text: string;
  /** A first line in bold before the text: "Correct!" on a success whose text does not say so itself. */
  readonly title?: string;
  readonly tone: Tone;
  /** The verdict code, exposed as data-verdict on the feedback line for tests and styles. */
  readonly verdict: string;
  /**
   * What the action counts as (src/lessons/outcome.ts): 'solved' solves the exercise, 'wrong' is a wrong try (a
   * course stage's stars), 'progress' a correct step; absent when the action was no attempt at the task. Any
   * outcome shows the check criterion.
   */
  readonly outcome?: Outcome;
  /** On a solve, the moves played beyond the task's par (a play-out, src/lessons/playout.ts): each costs as a wrong try. */
  readonly overPar?: number;
}

/** Props every kind's body receives from the frame. */
export interface KindProps<E> {
  /** The frame's feedback region: each kind places it right under the reader's action. */
  readonly feedback: ComponentChildren;
  readonly ex: E;
  readonly texts: Texts;
  readonly board: BoardStrings;
  readonly idBase: string;
  /** "Show answer" is on: the body shows the answer on its board or tables too. */
  readonly showAnswer: boolean;
  readonly onFeedback: (f: Feedback) => void;
  /** A sandbox reports each new position, so the frame's links follow the board. */
  readonly onPosition?: (position: string) => void;
}

/**
 * The review page's strings: every key its island reads from the page's registry, and small
 * helpers that fill them (percentages in the page's language, the name of a seat).
 */
import type { GameId } from '../../engine/core/game-rules';
import { pieceKey } from '../../review/reason-text';
import { MARKS, type Seat } from '../../review/types';
import { formatMessage, type MessageVars } from '../../i18n/format';
import { uiKey, type LessonUiName } from '../../lessons/keys';
import type { Strings } from '../play/text';

const REVIEW_KEYS = [
  'review.none',
  'review.bad',
  'review.progress.label',
  'review.action.cancel',
  'review.action.restart',
  'review.cancelled',
  'review.failed',
  'review.graph.label',
  'review.graph.dot',
  'review.table.caption',
  'review.table.move',
  'review.table.side',
  'review.table.chance',
  'review.table.mark',
  'review.summary.heading',
  'review.summary.accuracy',
  'review.summary.swing',
  'review.summary.noSwing',
  'review.side.first',
  'review.side.second',
  'review.note.heading',
  'review.note.start',
  'review.note.played',
  'review.note.best',
  'review.line.label',
  'review.line.game',
  'review.line.before',
  'review.line.step',
  'review.line.show',
  'review.line.prev',
  'review.line.next',
  'review.line.exit',
  'review.learn.start',
  'review.learn.none',
  'review.learn.count',
  'review.learn.prompt',
  'review.learn.judging',
  'review.learn.solved',
  'review.learn.wrong',
  'review.learn.same',
  'review.learn.failed',
  'review.learn.hintText',
  'review.learn.answerText',
  'review.learn.next',
  'review.learn.finish',
  'review.learn.exit',
  ...MARKS.map((m) => `review.mark.${m}`),
] as const;

const REASON_KEYS = [
  'hangs',
  'misses-capture',
  'den-open',
  'misses-den',
  'reveal-risk',
  'unlucky',
  'unlucky-quiet',
  'better-move',
  'better-reveal',
].map((k) => `review.reason.${k}`);

/** The lesson player's strings "learn from your mistakes" shows as a course task does (LearnPanel.tsx). */
const LESSON_NAMES = [
  'exercise',
  'hint',
  'hintsHeading',
  'showAnswer',
  'hideAnswer',
  'answerHeading',
  'verdict.correct',
] as const satisfies readonly LessonUiName[];

/** Every key of a game's review page: the page's own, the reasons', the pieces' names and the lesson player's. */
export function reviewPageKeys(game: GameId): string[] {
  const letters = game === 'banqi' ? 'GAERHCS' : 'RCDWPTLE';
  const pieces = [...letters, ...letters.toLowerCase()].map((l) => pieceKey(game, l)!);
  return [...REVIEW_KEYS, ...REASON_KEYS, ...pieces, ...LESSON_NAMES.map(uiKey)];
}

export type ReviewKey = (typeof REVIEW_KEYS)[number];

/** A review string filled with its values. */
export function say(strings: Strings, key: ReviewKey, vars?: MessageVars): string {
  return formatMessage(strings[key] ?? key, vars);
}

export const percentText = (langTag: string, x: number): string =>
  new Intl.NumberFormat(langTag, { maximumFractionDigits: 0 }).format(x);

export const seatText = (strings: Strings, seat: Seat): string =>
  say(strings, seat === 'first' ? 'review.side.first' : 'review.side.second');

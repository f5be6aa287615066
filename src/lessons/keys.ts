/**
 * Dictionary keys of the lessons. Per exercise: lesson.<game>.<id>.task, .hint1 .. .hintN, and
 * (every kind but sandbox) .answer and .reasoning; .tempting.<move> for a tempting wrong move (course/tempting.ts). Shared: lesson.ui.* (the exercise controls),
 * lesson.<game>.criterion.<criterion>, lesson.<game>.stage.<stage>, lesson.<game>.version.*, and
 * <game>.illegal.<code> for every refusal code of the engine.
 */
import type { GameId } from '../i18n/routes';
import { assertNever } from '../engine/core/result';
import type { Colour } from '../engine/core/game-rules';
import { STATUS_REASONS as JUNGLE_STATUS_REASONS } from '../engine/jungle';
import { temptingKeys } from './course/tempting';
import { RISK_BANDS, REVEAL_OUTCOMES, type Exercise, type ExerciseKind } from './types';

export interface ExerciseTextKeys {
  readonly task: string;
  readonly hints: readonly string[];
  readonly answer: string | null;
  readonly reasoning: string | null;
  readonly criterion: string | null;
}

export function exerciseTextKeys(ex: Exercise): ExerciseTextKeys {
  const stem = `lesson.${ex.game}.${ex.id}`;
  const explained = ex.kind !== 'sandbox';
  return {
    task: `${stem}.task`,
    hints: Array.from({ length: ex.hints }, (_, i) => `${stem}.hint${i + 1}`),
    answer: explained ? `${stem}.answer` : null,
    reasoning: explained ? `${stem}.reasoning` : null,
    criterion: ex.criterion === undefined ? null : `lesson.${ex.game}.criterion.${ex.criterion}`,
  };
}

/** The checklist label of a sandbox goal. */
export const goalKey = (game: GameId, goal: string): string => `lesson.${game}.goal.${goal}`;

/** Every key an exercise's own texts use. */
export function exerciseKeyList(ex: Exercise): string[] {
  const k = exerciseTextKeys(ex);
  const goals = ex.kind === 'sandbox' ? (ex.goals ?? []).map((g) => goalKey(ex.game, g)) : [];
  return [k.task, ...k.hints, k.answer, k.reasoning, k.criterion, ...goals, ...temptingKeys(ex)].filter(
    (x): x is string => x !== null,
  );
}

export const illegalKey = (game: GameId, code: string): string => `${game}.illegal.${code}`;

/** The exercise controls' strings (lesson.ui.<name>), shared by every game, grouped by where they are used. */
const FRAME_NAMES = [
  'exercise',
  'hint',
  'moreHint',
  'hintsHeading',
  'showAnswer',
  'hideAnswer',
  'answerHeading',
  'reasoningHeading',
  'criterionHeading',
  'reset',
  'playFromHere',
  'editPosition',
  'reportError',
  'solvedBefore',
  'ringNote',
  'verdict.correct',
] as const;

const BOARD_NAMES = [
  'verdict.success-win',
  'verdict.success-draw',
  'verdict.success-safe',
  'verdict.success-capture',
  'verdict.success-step',
  'verdict.success-reveal',
  'verdict.success-first-reveal',
  'verdict.success-reset',
  'verdict.progress',
  'verdict.already-found',
  'verdict.all-found',
  'verdict.not-asked',
  'verdict.not-capture',
  'verdict.not-solution',
  'verdict.recaptured',
  'verdict.refused',
  'verdict.wrong',
  'answer.legend',
  'answer.yes',
  'answer.no',
  'verdict.found-count',
  'goals.heading',
  'goals.ticked',
  'goals.todo',
  'goals.done',
  'turn.unassigned',
  'turn.red',
  'turn.black',
  'turn.blue',
  'result.red-wins',
  'result.black-wins',
  'result.blue-wins',
  'result.draw',
  'reason.no-pieces',
  'reason.no-legal-action',
  'reason.no-progress',
] as const;

/** A play-out solved in more moves than its par: "it can be done in N moves" (counted). */
const OVER_PAR_NAMES = ['verdict.over-par_one', 'verdict.over-par_other'] as const;

/** The play-it-out controls (kind 'play-out'). */
const PLAYOUT_NAMES = [
  'playout.moves',
  'playout.thinking',
  'playout.reply',
  'playout.error',
  'verdict.playout-success',
  ...OVER_PAR_NAMES,
  'verdict.playout-out-of-moves',
  'verdict.playout-game-over',
] as const;

/** A collect task (kind 'collect'): the counter, each step's, a detour's and the solve's verdicts, the answer's next step. */
const COLLECT_NAMES = [
  'collect.count',
  'collect.moves',
  'collect.target',
  'verdict.collect-step',
  'verdict.collect-got',
  'verdict.collect-success_one',
  'verdict.collect-success_other',
  'verdict.collect-other',
  'verdict.collect-ends-game',
  'verdict.collect-detour_one',
  'verdict.collect-detour_other',
  'verdict.collect-next_one',
  'verdict.collect-next_other',
] as const;

/** The square picker (kind 'pick-squares'). */
const PICK_NAMES = ['pick.legend', 'pick.count', 'pick.check', 'pick.wrong', 'pick.help', 'pick.list'] as const;

const ODDS_NAMES = ['count', 'odds.chance', 'odds.value', 'odds.zero'] as const;

const COUNTER_NAMES = [
  'captured',
  'capturedNone',
  'counter.legend',
  'counter.red',
  'counter.black',
  'counter.sum',
  'counter.check',
  'counter.right',
  'counter.wrong',
  'counter.wrongSum',
  'counter.invalid',
  'odds.caption',
  'odds.piece',
  'odds.count',
  'odds.note',
] as const;

const REVIEW_NAMES = [
  'review.legend',
  'review.check',
  'review.choose',
  'review.right',
  'review.wrong',
  'review.outcome',
  'review.actual',
  'review.captionOutcomes',
  ...RISK_BANDS.map((b) => `risk.${b}` as const),
  ...REVEAL_OUTCOMES.map((o) => `outcome.${o}` as const),
] as const;

const SAFEST_NAMES = [
  'review.choose',
  'safest.legend',
  'safest.check',
  'safest.right',
  'safest.wrong',
  'safest.caption',
  'safest.square',
  'safest.risk',
] as const;

/** Used by the page components, not by the exercise island. */
const PAGE_NAMES = [
  'reportSubject',
  'reportBody',
  'reportPosition',
  'progress.heading',
  'progress.count_one',
  'progress.count_other',
  'progress.reset',
  'progress.stage',
  'progress.done',
  'playCall',
  'rulesVersion',
  'rulesVersionLink',
  'example.start',
  'example.step',
  'example.first',
  'example.prev',
  'example.next',
] as const;

const LESSON_UI_NAMES = [
  ...FRAME_NAMES,
  ...BOARD_NAMES,
  ...PLAYOUT_NAMES,
  ...COLLECT_NAMES,
  ...PICK_NAMES,
  ...ODDS_NAMES,
  ...COUNTER_NAMES,
  ...REVIEW_NAMES,
  ...SAFEST_NAMES,
  ...PAGE_NAMES,
] as const;
export type LessonUiName = (typeof LESSON_UI_NAMES)[number];

export const uiKey = (name: LessonUiName): string => `lesson.ui.${name}`;

/** The base of a counted lesson.ui string (its `_one` and `_other` forms are the names), for pluralStrings. */
type LessonUiPluralBase = LessonUiName extends infer N ? (N extends `${infer B}_one` ? B : never) : never;
export const uiPluralKey = (base: LessonUiPluralBase): string => `lesson.ui.${base}`;

/**
 * Whose turn a status line names: the colour to move, or 'unassigned' before Banqi's first reveal, when the
 * rules interface's turn() is null (no colours yet). Typed, so a turn the dictionaries lack does not compile.
 */
export const turnUiName = (turn: Colour | null): Extract<LessonUiName, `turn.${string}`> =>
  turn === null ? 'turn.unassigned' : `turn.${turn}`;
export const LESSON_UI_KEYS: readonly string[] = LESSON_UI_NAMES.map(uiKey);

/**
 * The lesson.ui names each kind's body shows, beside the frame's FRAME_NAMES (so a page ships only those). The
 * board kinds share the board's; the chance kinds the odds table's.
 */
const KIND_UI_NAMES: Readonly<Record<ExerciseKind, readonly LessonUiName[]>> = {
  legality: BOARD_NAMES,
  'find-move': BOARD_NAMES,
  'all-captures': BOARD_NAMES,
  sandbox: BOARD_NAMES,
  'play-out': [...BOARD_NAMES, ...PLAYOUT_NAMES],
  collect: [...BOARD_NAMES, ...COLLECT_NAMES],
  'pick-squares': PICK_NAMES,
  'identity-counter': [...ODDS_NAMES, ...COUNTER_NAMES],
  'reveal-review': [...ODDS_NAMES, ...REVIEW_NAMES],
  'safest-reveal': [...ODDS_NAMES, ...SAFEST_NAMES],
};

/**
 * The key of a finished game's reason under an exercise board: Banqi's lesson.ui.reason.<code>, and
 * the game's own status strings (jungle.status.<code>) for Jungle, whose reasons and draw clock differ.
 */
export function statusReasonKey(game: GameId, reason: string): string {
  switch (game) {
    case 'banqi':
      return uiKey(`reason.${reason}` as LessonUiName);
    case 'jungle':
      return `jungle.status.${reason}`;
    default:
      return assertNever(game);
  }
}

/** The game-specific status keys an exercise island may show (the lesson.ui ones come with the kind). */
export function statusReasonKeys(game: GameId): string[] {
  switch (game) {
    case 'banqi':
      return [];
    case 'jungle':
      return JUNGLE_STATUS_REASONS.filter((r) => r !== 'none').map((r) => statusReasonKey(game, r));
    default:
      return assertNever(game);
  }
}

/** Whether the island shows the engine's refusal reasons for this kind. */
const showsRefusals = (kind: ExerciseKind): boolean =>
  kind !== 'identity-counter' && kind !== 'reveal-review' && kind !== 'pick-squares' && kind !== 'safest-reveal';

/** Every key one exercise island reads: its kind's lesson.ui strings, its own texts and, if shown, the refusals. */
export function exerciseIslandKeys(ex: Exercise, refusalCodes: readonly string[]): string[] {
  return [
    ...FRAME_NAMES.map(uiKey),
    ...KIND_UI_NAMES[ex.kind].map(uiKey),
    ...exerciseKeyList(ex),
    ...statusReasonKeys(ex.game),
    ...(showsRefusals(ex.kind) ? refusalCodes.map((c) => illegalKey(ex.game, c)) : []),
  ];
}

/** The comments of an example game, one per half-move: lesson.<game>.example.<n> (n from 1). */
export const exampleKeys = (game: GameId, moves: number): string[] =>
  Array.from({ length: moves }, (_, i) => `lesson.${game}.example.${i + 1}`);

/** The rules version as an error report names it: lesson.<game>.version.report ({{game}}, {{rules}}, {{date}}). */
export const rulesVersionReportKey = (game: GameId): string => `lesson.${game}.version.report`;

/** Game-level lesson keys: the criteria, the practice stages, the rules-version card and the version in reports. */
export function gameLessonKeys(game: GameId, criteria: readonly string[], stages: readonly string[]): string[] {
  return [
    ...criteria.map((c) => `lesson.${game}.criterion.${c}`),
    ...stages.map((s) => `lesson.${game}.stage.${s}`),
    `lesson.${game}.version.summary`,
    rulesVersionReportKey(game),
  ];
}

/**
 * Exercises as data (issue 7). An exercise is defined once, shared by every locale, validated by
 * ./schema.ts and judged by the engine through ./judge.ts. Texts are never stored here: each
 * exercise's texts live in the dictionaries under keys derived from its id (./keys.ts).
 *
 * Kinds:
 * - legality: "may this move be played?". `move` is the move asked about; `expect` is 'legal' or
 *   the engine's refusal code. The reader predicts with Yes / No, or plays the move on the board (which
 *   says "yes"); the page then plays it or refuses it with the translated rule. The board shows no
 *   destinations; other moves answer nothing ("legal, but not the move asked about", or refused).
 * - find-move: "make this move". `solutions` are the moves that reach the goal; when `outcome` is
 *   given, they are exactly the legal moves that reach it (checked by the unit tests).
 * - all-captures: "find all the legal captures". `captures` is the complete set.
 * - identity-counter (games with hidden pieces): the reader states how many of each identity may
 *   still be face down; `pool` is the answer in pool notation (e.g. 'A1S1h1s1').
 * - reveal-review (games with hidden pieces): a position before the reveal of `square`; the reader
 *   rates the risk (`risk`) from public information only; `odds` are the chances of each outcome
 *   ('n/d' in lowest terms); `actualReveal` is what actually turned up in the game being reviewed.
 * - sandbox: a free board (every legal action is played, reveals draw from the pool); no answer.
 * - pick-squares: "mark every square of a kind" (e.g. every Jungle trap); `squares` is the complete set.
 * - play-out: "reach the goal within `within` of your moves": the reader plays, the page answers with the
 *   AI at the fixed `defence` setting (node budget + seed: the same reply every time). `solution` is a
 *   line of the reader's moves that reaches the goal against that defence (checked by the unit tests).
 * - safest-reveal (games with hidden pieces): the reader picks, among the face-down `squares`, the
 *   reveal least likely to give the opponent an immediate capture (the odds of revealOdds); `answer`
 *   is that square (its chance is strictly the lowest, checked by the unit tests).
 * - collect (lichess Learn style, for movement): the reader's piece on `piece` walks onto every square of
 *   `targets`; the opponent passes (it never replies: after each move the turn comes back to the reader,
 *   ./collect.ts), so only the moves of that piece count. `par` is the fewest moves that collect every target
 *   (proven by a breadth-first search over the engine's legal moves, tests/unit/lessons/collect.test.ts).
 * - sandbox: a free board (every legal action is played, reveals draw from the pool). Optional
 *   `goals`: a checklist ticked as the reader triggers each one (an action of SANDBOX_ACTIONS, or a
 *   refusal code of the engine); the sandbox is solved when all are ticked.
 */
import type { GameId } from '../i18n/routes';
import type { Mark } from '../board/types';

export const EXERCISE_KINDS = [
  'legality',
  'find-move',
  'all-captures',
  'identity-counter',
  'reveal-review',
  'safest-reveal',
  'sandbox',
  'pick-squares',
  'play-out',
  'collect',
] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** The drill whose check criterion an exercise shows after the first attempt (text key lesson.<game>.criterion.<name>). */
export const CRITERIA = ['cannon', 'count', 'reveal', 'terrain', 'jump', 'den'] as const;
type Criterion = (typeof CRITERIA)[number];

/**
 * Goals a find-move exercise can name, beyond its list of moves: a result of the game after the
 * move, or 'safe-capture' (a capture after which no face-up enemy piece can capture the moved piece).
 */
export const FIND_OUTCOMES = ['red-wins', 'black-wins', 'draw', 'safe-capture'] as const;
export type FindOutcome = (typeof FIND_OUTCOMES)[number];

/**
 * What a reveal can lead to at once (the opponent moves next): the revealed piece is an enemy that
 * can capture one of the revealer's pieces, or it is the revealer's own piece and an enemy can
 * capture it, or neither.
 */
export const REVEAL_OUTCOMES = ['enemy-captures', 'own-attacked', 'quiet'] as const;
export type RevealOutcome = (typeof REVEAL_OUTCOMES)[number];

/**
 * The reader's rating of a reveal, by the chance of a bad outcome ('enemy-captures' or 'own-attacked'):
 * low below 1/4, medium from 1/4 to 1/2, high above 1/2.
 */
export const RISK_BANDS = ['low', 'medium', 'high'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** Marks as stored in data: the board's marks without a label (labels are translated text). */
type ExerciseMark = Omit<Extract<Mark, { kind: 'arrow' }>, 'label'> | Omit<Exclude<Mark, { kind: 'arrow' }>, 'label'>;

interface ExerciseBase {
  /** Unique, kebab-case; also the dictionary key segment: lesson.<game>.<id>.task ... */
  readonly id: string;
  readonly game: GameId;
  /** The rules of rules.md the exercise checks (e.g. ['B6', 'B7']); tests cite them in their names. */
  readonly rules: readonly string[];
  /** The starting position in the game's notation (notation.md). */
  readonly position: string;
  /** Number of hints (keys hint1 .. hintN). */
  readonly hints: number;
  readonly marks?: readonly ExerciseMark[];
  readonly criterion?: Criterion;
}

interface LegalityExercise extends ExerciseBase {
  readonly kind: 'legality';
  readonly move: string;
  /** 'legal' or the engine's refusal code for `move`. */
  readonly expect: string;
}

interface FindMoveExercise extends ExerciseBase {
  readonly kind: 'find-move';
  readonly solutions: readonly string[];
  readonly outcome?: FindOutcome;
}

interface AllCapturesExercise extends ExerciseBase {
  readonly kind: 'all-captures';
  readonly captures: readonly string[];
}

export interface IdentityCounterExercise extends ExerciseBase {
  readonly kind: 'identity-counter';
  /** Pool notation of the identities still face down, e.g. 'A1S1h1s1'. */
  readonly pool: string;
}

export interface RevealReviewExercise extends ExerciseBase {
  readonly kind: 'reveal-review';
  /** The face-down square that was revealed, e.g. 'b4'. */
  readonly square: string;
  /** The identity that actually turned up in the game under review. */
  readonly actualReveal: string;
  /** The risk band the chances put the reveal in. */
  readonly risk: RiskBand;
  /** Chance of each outcome, as 'n/d' in lowest terms ('0/1' when impossible). */
  readonly odds: Readonly<Record<RevealOutcome, string>>;
}

export interface SafestRevealExercise extends ExerciseBase {
  readonly kind: 'safest-reveal';
  /** The face-down squares to choose from. */
  readonly squares: readonly string[];
  /** The square whose reveal has the lowest chance of a bad outcome. */
  readonly answer: string;
}

/** What a reader's legal action on a sandbox counts as, for its goals ('swim': a Jungle move, not a capture, into the water). */
export const SANDBOX_ACTIONS = ['reveal', 'move', 'capture', 'swim'] as const;

interface SandboxExercise extends ExerciseBase {
  readonly kind: 'sandbox';
  /** Checklist: actions of SANDBOX_ACTIONS or refusal codes (text keys lesson.<game>.goal.<goal>). */
  readonly goals?: readonly string[];
}

export interface PickSquaresExercise extends ExerciseBase {
  readonly kind: 'pick-squares';
  /** Every square the task asks for. */
  readonly squares: readonly string[];
}

/**
 * The goal of a play-out exercise: the reader's side wins (optionally for one status reason, e.g.
 * Jungle's 'den-entered'), or the reader captures a piece of the named notation letter.
 */
export type PlayOutGoal =
  { readonly kind: 'win'; readonly reason?: string } | { readonly kind: 'capture'; readonly piece: string };

/** The AI's fixed, reproducible setting for a play-out defence. */
export interface Defence {
  readonly level: 1 | 2 | 3 | 4;
  /** Node budget of each reply (the search stops there, so the reply never depends on the machine). */
  readonly nodes: number;
  readonly seed: number;
}

export interface PlayOutExercise extends ExerciseBase {
  readonly kind: 'play-out';
  readonly goal: PlayOutGoal;
  /** The reader's moves allowed to reach the goal. */
  readonly within: number;
  /**
   * The fewest of the reader's moves that reach the goal against any defence (at most `within`; proven by
   * tests/unit/lessons/par.test.ts): a solve in more costs a course stage one wrong try per extra move.
   */
  readonly par: number;
  readonly defence: Defence;
  /** The reader's moves of one line that reaches the goal against `defence`. */
  readonly solution: readonly string[];
}

export interface CollectExercise extends ExerciseBase {
  readonly kind: 'collect';
  /** The square of the reader's piece that collects (the only piece the reader moves). */
  readonly piece: string;
  /** The squares to reach, in any order (each collected once the piece stands on it). */
  readonly targets: readonly string[];
  /** The fewest moves that collect every target: a solve in more costs a course stage one wrong try per extra move. */
  readonly par: number;
  /** One shortest line of the piece's moves that collects them all (`par` long; checked by the unit tests). */
  readonly solution: readonly string[];
}

export type Exercise =
  | LegalityExercise
  | FindMoveExercise
  | AllCapturesExercise
  | IdentityCounterExercise
  | RevealReviewExercise
  | SafestRevealExercise
  | SandboxExercise
  | PickSquaresExercise
  | PlayOutExercise
  | CollectExercise;

/**
 * An annotated example game: a start position and its moves in notation (a reveal may name the
 * identity that turned up, 'c3c3=h'), stepped through on one board.
 */
export interface ExampleGame {
  readonly game: GameId;
  readonly start: string;
  readonly moves: readonly string[];
}

/** A practice stage: a title key segment and its exercises, in order. */
export interface PracticeStage {
  /** Text key lesson.<game>.stage.<id>. */
  readonly id: string;
  readonly exercises: readonly string[];
}

/**
 * The schema every exercise must satisfy: shape (zod) plus what only the engine can tell (the
 * position parses, every move is a well-formed move of that game, reveal squares are face down,
 * the actual reveal is an identity the pool could give). Used by the unit tests and at build time.
 */
import { z } from 'zod';
import { IDENTITIES, parsePosition, publicView, squareOf, type Identity } from '../engine/banqi';
import { GAME_IDS } from '../i18n/routes';
import { lessonEngine } from './engines';
import { parseFraction } from './fraction';
import { findExercise } from './registry';
import {
  CRITERIA,
  EXERCISE_KINDS,
  FIND_OUTCOMES,
  REVEAL_OUTCOMES,
  RISK_BANDS,
  SANDBOX_ACTIONS,
  type Exercise,
} from './types';

const SQUARE = /^[a-h][1-9]$/;
const MOVE = /^[a-h][1-9][a-h][1-9]$/;
const POOL = /^(-|([GAERHCSgaerhcs][1-9][0-9]?)+)$/;

const square = z.string().regex(SQUARE);
const move = z.string().regex(MOVE);
const mark = z.union([
  z
    .object({
      kind: z.enum(['circle', 'cross', 'square']),
      square,
      tone: z.enum(['info', 'good', 'bad', 'hint']).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('arrow'),
      from: square,
      to: square,
      tone: z.enum(['info', 'good', 'bad', 'hint']).optional(),
    })
    .strict(),
]);

const base = {
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id'),
  game: z.enum(GAME_IDS),
  rules: z.array(z.string().regex(/^[BJ][1-9]$/)).min(1),
  position: z.string().min(1),
  hints: z.number().int().min(0).max(3),
  marks: z.array(mark).optional(),
  criterion: z.enum(CRITERIA).optional(),
};

const fractionText = z.string().refine((t) => parseFraction(t) !== undefined, 'a fraction n/d in lowest terms');

const exerciseShape = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('legality'), move, expect: z.string().min(1) }).strict(),
  z
    .object({
      ...base,
      kind: z.literal('find-move'),
      solutions: z.array(move).min(1),
      outcome: z.enum(FIND_OUTCOMES).optional(),
    })
    .strict(),
  z.object({ ...base, kind: z.literal('all-captures'), captures: z.array(move).min(1) }).strict(),
  z.object({ ...base, kind: z.literal('identity-counter'), pool: z.string().regex(POOL) }).strict(),
  z
    .object({
      ...base,
      kind: z.literal('reveal-review'),
      square,
      actualReveal: z.string().length(1),
      risk: z.enum(RISK_BANDS),
      odds: z
        .object(
          Object.fromEntries(REVEAL_OUTCOMES.map((o) => [o, fractionText])) as Record<
            (typeof REVEAL_OUTCOMES)[number],
            typeof fractionText
          >,
        )
        .strict(),
    })
    .strict(),
  z.object({ ...base, kind: z.literal('pick-squares'), squares: z.array(square).min(1) }).strict(),
  z
    .object({
      ...base,
      kind: z.literal('play-out'),
      goal: z.union([
        z.object({ kind: z.literal('win'), reason: z.string().min(1).optional() }).strict(),
        z.object({ kind: z.literal('capture'), piece: z.string().length(1) }).strict(),
      ]),
      within: z.number().int().min(1).max(10),
      par: z.number().int().min(1).max(10),
      defence: z
        .object({
          level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
          nodes: z.number().int().min(100).max(200_000),
          seed: z.number().int().min(0),
        })
        .strict(),
      solution: z.array(move).min(1),
    })
    .strict(),
  z
    .object({
      ...base,
      kind: z.literal('collect'),
      piece: square,
      targets: z.array(square).min(1).max(8),
      par: z.number().int().min(1).max(20),
      solution: z.array(move).min(1),
    })
    .strict(),
  z
    .object({ ...base, kind: z.literal('safest-reveal'), squares: z.array(square).min(2).max(4), answer: square })
    .strict(),
  z.object({ ...base, kind: z.literal('sandbox'), goals: z.array(z.string().min(1)).min(1).optional() }).strict(),
]);

// Every kind of types.ts has a schema branch (compile-time check both ways).
type ShapeKind = z.infer<typeof exerciseShape>['kind'];
const kindsCovered: Record<ShapeKind, true> = Object.fromEntries(EXERCISE_KINDS.map((k) => [k, true])) as Record<
  ShapeKind,
  true
>;
void kindsCovered;

const HIDDEN_KINDS: readonly Exercise['kind'][] = ['identity-counter', 'reveal-review', 'safest-reveal'];

/** Problems only the engine can find, as readable lines ([] when none). */
function engineProblems(ex: z.infer<typeof exerciseShape>): string[] {
  const engine = lessonEngine(ex.game);
  if (engine === undefined) return [`no lesson engine for game '${ex.game}'`];
  const parsed = engine.parse(ex.position);
  if (!parsed.ok) return [`position does not parse (${parsed.error.field}:${parsed.error.reason})`];
  const pos = parsed.value;
  const out: string[] = [];
  const checkMove = (m: string, what: string): void => {
    const why = engine.explain(pos, m);
    if (why === 'move-syntax' || why === 'off-board') out.push(`${what} ${m} is not a move (${why})`);
  };
  switch (ex.kind) {
    case 'legality':
      checkMove(ex.move, 'move');
      if (ex.expect !== 'legal' && !engine.illegalReasons.includes(ex.expect))
        out.push(`expect '${ex.expect}' is no refusal code`);
      break;
    case 'find-move': {
      // A reveal task ("turn a piece over") lists only reveals and names no outcome: whatever turns up is right.
      const revealTask = ex.outcome === undefined && ex.solutions.every((m) => engine.isReveal(m));
      for (const m of ex.solutions) {
        checkMove(m, 'solution');
        if (engine.isReveal(m) && !revealTask)
          out.push(`solution ${m} is a reveal (its result is not known in advance)`);
      }
      break;
    }
    case 'all-captures':
      for (const m of ex.captures) checkMove(m, 'capture');
      break;
    case 'play-out':
      checkMove(ex.solution[0] ?? '', 'first solution move');
      if (ex.solution.length > ex.within) out.push(`solution is longer than within (${ex.within})`);
      if (ex.par > ex.within) out.push(`par ${ex.par} is more than within (${ex.within})`);
      if (ex.solution.length > ex.par) out.push(`solution is longer than par (${ex.par})`);
      if (engine.status(pos).result !== 'ongoing') out.push('the game is already over');
      break;
    case 'collect': {
      const turn = engine.turn(pos);
      const content = engine.contentAt(pos, ex.piece);
      if (turn === null || engine.colourOf(content) !== turn)
        out.push(`piece ${ex.piece} is no piece of the side to move`);
      for (const sq of ex.targets) {
        if (engine.explain(pos, sq + sq) === 'off-board') out.push(`target ${sq} is off the board`);
        if (sq === ex.piece) out.push(`target ${sq} is where the piece starts`);
      }
      if (new Set(ex.targets).size !== ex.targets.length) out.push('targets are listed twice');
      // Each move reaches at most one new square.
      if (ex.par < ex.targets.length) out.push(`par ${ex.par} is less than the number of targets`);
      if (ex.solution.length !== ex.par) out.push(`solution is not par (${ex.par}) moves long`);
      checkMove(ex.solution[0] ?? '', 'first solution move');
      if (engine.status(pos).result !== 'ongoing') out.push('the game is already over');
      break;
    }
    case 'pick-squares':
      for (const sq of ex.squares)
        if (engine.explain(pos, sq + sq) === 'off-board') out.push(`square ${sq} is off the board`);
      if (new Set(ex.squares).size !== ex.squares.length) out.push('squares are listed twice');
      break;
    case 'sandbox':
      for (const g of ex.goals ?? [])
        if (!(SANDBOX_ACTIONS as readonly string[]).includes(g) && !engine.illegalReasons.includes(g))
          out.push(`goal '${g}' is neither an action nor a refusal code`);
      break;
    case 'safest-reveal':
      if (!ex.squares.includes(ex.answer)) out.push(`answer ${ex.answer} is not among the squares`);
      for (const sq of ex.squares) if (engine.explain(pos, sq + sq) !== 'legal') out.push(`${sq} is no reveal here`);
      break;
    case 'identity-counter':
    case 'reveal-review':
      break;
  }
  for (const mk of ex.marks ?? []) {
    for (const sq of mk.kind === 'arrow' ? [mk.from, mk.to] : [mk.square]) {
      if (engine.explain(pos, sq + sq) === 'off-board') out.push(`mark square ${sq} is off the board`);
    }
  }
  if (HIDDEN_KINDS.includes(ex.kind) && ex.game !== 'banqi')
    out.push(`kind '${ex.kind}' needs hidden pieces (banqi only)`);
  if (ex.kind === 'reveal-review' && ex.game === 'banqi') {
    const p = parsePosition(ex.position);
    const sq = squareOf(ex.square);
    if (p.ok && sq !== undefined) {
      if (p.value.cells[sq] !== 'X') out.push(`square ${ex.square} is not face down`);
      const id = ex.actualReveal as Identity;
      if (!(IDENTITIES as readonly string[]).includes(id) || publicView(p.value).pool[id] === 0) {
        out.push(`actual reveal '${ex.actualReveal}' is not in the pool`);
      }
    } else out.push(`square ${ex.square} is not on the board`);
  }
  return out;
}

/** Every problem of one exercise ([] when valid). */
export function exerciseProblems(value: unknown): string[] {
  const shaped = exerciseShape.safeParse(value);
  if (!shaped.success) return shaped.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return engineProblems(shaped.data);
}

/** Every problem of a list of exercises, prefixed by id; duplicate ids included. */
export function exerciseListProblems(list: readonly unknown[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  list.forEach((value, i) => {
    const id = typeof value === 'object' && value !== null && 'id' in value ? String(value.id) : `#${i}`;
    if (seen.has(id)) out.push(`${id}: duplicate id`);
    seen.add(id);
    for (const p of exerciseProblems(value)) out.push(`${id}: ${p}`);
  });
  return out;
}

/**
 * For a page being built: fails the build, naming `where`, when exercise `id` is missing or breaks the
 * schema or its engine's rules; a page places an exercise's island only after this check.
 */
export function assertExercise(id: string, where: string): void {
  const exercise = findExercise(id);
  if (exercise === undefined) throw new Error(`${where}: no exercise ${id}`);
  const problems = exerciseProblems(exercise);
  if (problems.length > 0) throw new Error(`${where}: exercise ${id} is invalid: ${problems.join('; ')}`);
}

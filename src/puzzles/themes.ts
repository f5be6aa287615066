/**
 * Themes, tagged from a puzzle's solution line alone (what the pieces do, never a guess at the
 * solver's thinking). One exhaustive list per game; each theme has `puzzles.theme.<id>.name` and
 * `.about` in every locale. The tagger reads the position through the one rules interface only.
 */
import type { GameId, GameRules } from '../engine/core/game-rules';
import { DEN_SQUARE, IS_WATER, TRAP_SQUARES, squareOf as jungleSquare } from '../engine/jungle/index';

const BANQI_THEMES = [
  'cannon-screen',
  'soldier-takes-general',
  'fork',
  'trapped-piece',
  'safe-capture',
  'safest-reveal',
  'last-pieces',
] as const;
const JUNGLE_THEMES = [
  'trap',
  'den-attack',
  'den-defence',
  'rat-elephant',
  'lake-jump',
  'blocking-rat',
  'fork',
  'safe-capture',
] as const;
type BanqiTheme = (typeof BANQI_THEMES)[number];
type JungleTheme = (typeof JUNGLE_THEMES)[number];
export type Theme = BanqiTheme | JungleTheme;
export const ALL_THEMES: readonly Theme[] = [...new Set<Theme>([...BANQI_THEMES, ...JUNGLE_THEMES])];

export const themesOf = (game: GameId): readonly Theme[] => (game === 'banqi' ? BANQI_THEMES : JUNGLE_THEMES);

const from = (move: string): string => move.slice(0, 2);
const to = (move: string): string => move.slice(2, 4);
const distance = (a: string, b: string): number =>
  Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
const upper = (letter: string): string => letter.toUpperCase();
const isRed = (letter: string): boolean => letter !== '' && letter === letter.toUpperCase() && letter !== 'X';

/** The same position with the other side to move (to ask what a piece attacks or where it can go). */
function flipped<P>(rules: GameRules<P>, pos: P): P | null {
  const fields = rules.format(pos).split(' ');
  const side = fields[1];
  if (side !== 'r' && side !== 'b') return null;
  fields[1] = side === 'r' ? 'b' : 'r';
  const r = rules.parse(fields.join(' '));
  return r.ok ? r.value : null;
}

/** Captures the piece on `square` could make if its side were to move again. */
function capturesFrom<P>(rules: GameRules<P>, pos: P, square: string): number {
  const again = flipped(rules, pos);
  if (again === null) return 0;
  return rules.legalMoves(again).filter((m) => from(m) === square && rules.isCapture(again, m)).length;
}

function movesOf<P>(rules: GameRules<P>, pos: P, square: string): number {
  const again = flipped(rules, pos);
  return again === null ? 0 : rules.legalMoves(again).filter((m) => from(m) === square).length;
}

/** What both games share: a fork and a capture the defender cannot answer on the same square. */
function shared<P>(rules: GameRules<P>, pos: P, first: string, child: P): Theme[] {
  const out: Theme[] = [];
  if (capturesFrom(rules, child, to(first)) >= 2) out.push('fork');
  if (rules.isCapture(pos, first) && !rules.legalMoves(child).some((m) => to(m) === to(first)))
    out.push('safe-capture');
  return out;
}

function play<P>(rules: GameRules<P>, pos: P, move: string): P {
  const r = rules.play(pos, move);
  if (!r.ok) throw new Error(`themes: ${move} refused (${r.error})`);
  return r.value;
}

function banqiThemes<P>(rules: GameRules<P>, pos: P, line: readonly string[]): BanqiTheme[] {
  const first = line[0]!;
  if (rules.isReveal(first)) return ['safest-reveal'];
  const out: BanqiTheme[] = [];
  const mover = upper(rules.contentAt(pos, from(first)));
  const victim = rules.contentAt(pos, to(first));
  const capture = rules.isCapture(pos, first);
  if (capture && mover === 'C' && distance(from(first), to(first)) > 1) out.push('cannon-screen');
  if (capture && mover === 'S' && upper(victim) === 'G') out.push('soldier-takes-general');
  if (capture && movesOf(rules, pos, to(first)) === 0) out.push('trapped-piece');
  const child = play(rules, pos, first);
  for (const t of shared(rules, pos, first, child)) if (t === 'fork' || t === 'safe-capture') out.push(t);
  const end = line.reduce((p, m) => play(rules, p, m), pos);
  const defenderRed = !isRed(rules.contentAt(pos, from(first)));
  const fields = rules.format(end).split(' ');
  const onBoard = [...(fields[0] ?? '')].filter((c) => /[a-z]/i.test(c) && c !== 'X' && isRed(c) === defenderRed);
  const pool = [...(fields[2] ?? '').matchAll(/([A-Za-z])(\d+)/g)]
    .filter(([, letter]) => isRed(letter!) === defenderRed)
    .reduce((n, [, , count]) => n + Number(count), 0);
  if (onBoard.length + pool <= 2) out.push('last-pieces');
  return out;
}

function jungleThemes<P>(rules: GameRules<P>, pos: P, line: readonly string[]): JungleTheme[] {
  const first = line[0]!;
  const out: JungleTheme[] = [];
  const moverLetter = rules.contentAt(pos, from(first));
  const mover = upper(moverLetter);
  const solver = isRed(moverLetter) ? 'red' : 'blue';
  const defender = solver === 'red' ? 'blue' : 'red';
  const victim = upper(rules.contentAt(pos, to(first)));
  const target = jungleSquare(to(first))!;
  const capture = rules.isCapture(pos, first);
  if (capture && TRAP_SQUARES.red.concat(TRAP_SQUARES.blue).includes(target)) out.push('trap');
  const solverMoves = line.filter((_, i) => i % 2 === 0).map((m) => jungleSquare(to(m))!);
  const enemyDen = DEN_SQUARE[defender];
  if (solverMoves.some((s) => s === enemyDen || adjacent(s, enemyDen))) out.push('den-attack');
  if (capture && near(target, DEN_SQUARE[solver])) out.push('den-defence');
  if (capture && mover === 'R' && victim === 'E') out.push('rat-elephant');
  if ((mover === 'L' || mover === 'T') && distance(from(first), to(first)) > 1) out.push('lake-jump');
  if (mover === 'R' && IS_WATER[target] === 1) out.push('blocking-rat');
  const child = play(rules, pos, first);
  for (const t of shared(rules, pos, first, child)) if (t === 'fork' || t === 'safe-capture') out.push(t);
  return out;
}

const WIDTH = 7;
const adjacent = (a: number, b: number): boolean =>
  Math.abs((a % WIDTH) - (b % WIDTH)) + Math.abs(Math.floor(a / WIDTH) - Math.floor(b / WIDTH)) === 1;
const near = (a: number, b: number): boolean =>
  Math.abs((a % WIDTH) - (b % WIDTH)) + Math.abs(Math.floor(a / WIDTH) - Math.floor(b / WIDTH)) <= 2;

/** The themes of a solution line (solver and defender moves alternately) from `pos`, in list order. */
export function tagThemes<P>(game: GameId, rules: GameRules<P>, pos: P, line: readonly string[]): Theme[] {
  const found: readonly Theme[] = game === 'banqi' ? banqiThemes(rules, pos, line) : jungleThemes(rules, pos, line);
  return themesOf(game).filter((t) => found.includes(t));
}

/**
 * Themes, tagged from a puzzle's solution line alone (what the pieces do, never a guess at the
 * solver's thinking). One exhaustive list per game; each theme has `puzzles.theme.<id>.name` and
 * `.about` in every locale. The tagger reads the position through the one rules interface only.
 */
import type { GameId, GameRules } from '../engine/core/game-rules';
import { KINDS, rankOf, type Kind } from '../engine/banqi/index';
import { DEN_SQUARE, IS_WATER, STRENGTH, TRAP_SQUARES, squareOf as jungleSquare } from '../engine/jungle/index';
import { captureKind, flipped, quietMotifs } from './theme-motifs';
import { themesOf, type BanqiTheme, type JungleTheme, type SharedTheme, type Theme } from './theme-ids';

export { ALL_THEMES, themesOf, type Theme } from './theme-ids';

const from = (move: string): string => move.slice(0, 2);
const to = (move: string): string => move.slice(2, 4);
const distance = (a: string, b: string): number =>
  Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
const upper = (letter: string): string => letter.toUpperCase();
const isRed = (letter: string): boolean => letter !== '' && letter === letter.toUpperCase() && letter !== 'X';

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

/** What both games share: a fork, then what kind of capture or quiet move the first move is. */
function shared<P>(
  rules: GameRules<P>,
  pos: P,
  first: string,
  child: P,
  worth: (letter: string) => number,
): SharedTheme[] {
  const out: SharedTheme[] = [];
  if (capturesFrom(rules, child, to(first)) >= 2) out.push('fork');
  if (!rules.isCapture(pos, first)) return [...out, ...quietMotifs(rules, pos, first, child)];
  return [...out, captureKind(rules, pos, first, child, worth)];
}

const banqiWorth = (letter: string): number =>
  (KINDS as readonly string[]).includes(upper(letter)) ? rankOf(upper(letter) as Kind) : 0;
const jungleWorth = (letter: string): number => STRENGTH[upper(letter) as keyof typeof STRENGTH] ?? 0;

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
  out.push(...shared(rules, pos, first, child, banqiWorth));
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
  if (solverMoves.some((s) => distanceTo(s, enemyDen) <= 1)) out.push('den-attack');
  if (capture && distanceTo(target, DEN_SQUARE[solver]) <= 2) out.push('den-defence');
  if (capture && mover === 'R' && victim === 'E') out.push('rat-elephant');
  if ((mover === 'L' || mover === 'T') && distance(from(first), to(first)) > 1) out.push('lake-jump');
  if (mover === 'R' && IS_WATER[target] === 1) out.push('blocking-rat');
  if (solverMoves.some((s) => distanceTo(s, enemyDen) === 2)) out.push('den-approach');
  const child = play(rules, pos, first);
  out.push(...shared(rules, pos, first, child, jungleWorth));
  return out;
}

const WIDTH = 7;
/** Steps between two Jungle square indices (files plus ranks). */
const distanceTo = (a: number, b: number): number =>
  Math.abs((a % WIDTH) - (b % WIDTH)) + Math.abs(Math.floor(a / WIDTH) - Math.floor(b / WIDTH));

/**
 * The themes of a solution line (solver and defender moves alternately) from `pos`, in list order;
 * a quiet solution nothing else describes is a `quiet-move`, so every line has at least one.
 */
export function tagThemes<P>(game: GameId, rules: GameRules<P>, pos: P, line: readonly string[]): Theme[] {
  const own: readonly Theme[] = game === 'banqi' ? banqiThemes(rules, pos, line) : jungleThemes(rules, pos, line);
  const found: readonly Theme[] = own.length === 0 && !rules.isCapture(pos, line[0]!) ? ['quiet-move'] : own;
  return themesOf(game).filter((t) => found.includes(t));
}

/**
 * A deliberately naive Jungle move generator, written straight from shared/rules.md with its own board
 * representation (63 one-letter strings) and its own terrain, sharing no code with src/engine/jungle.
 * Tests compare the engine against it; it is slow on purpose (it tries every target square).
 */
const FILE_LETTERS = 'abcdefg';
const ORDER = 'RCDWPTLE'; // strength 1..8
const WATER = new Set(['b4', 'c4', 'b5', 'c5', 'b6', 'c6', 'e4', 'f4', 'e5', 'f5', 'e6', 'f6']);
const RED_TRAPS = new Set(['c1', 'e1', 'd2']);
const BLUE_TRAPS = new Set(['c9', 'e9', 'd8']);
const RED_DEN = 'd1';
const BLUE_DEN = 'd9';

export interface RefPosition {
  /** cells[rank0 * 7 + file0]: a piece letter or '.' */
  cells: string[];
  redToMove: boolean;
  clock: number;
}

const name = (i: number): string => FILE_LETTERS[i % 7]! + String(Math.floor(i / 7) + 1);
const isRed = (letter: string): boolean => letter !== '.' && letter === letter.toUpperCase();
const kind = (letter: string): string => letter.toUpperCase();
const mine = (letter: string, redToMove: boolean): boolean => letter !== '.' && isRed(letter) === redToMove;

/** Reads the board, turn and clock fields of a Jungle position (assumed valid). */
export function refParse(text: string): RefPosition {
  const [board, turn, clock] = text.split(' ');
  const cells: string[] = new Array<string>(63).fill('.');
  board!.split('/').forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (const ch of row) {
      if (/[0-9]/.test(ch)) file += Number(ch);
      else cells[rank * 7 + file++] = ch;
    }
  });
  return { cells, redToMove: turn === 'r', clock: Number(clock) };
}

function inEnemyTrap(letter: string, square: string): boolean {
  return isRed(letter) ? BLUE_TRAPS.has(square) : RED_TRAPS.has(square);
}

/** J2, J3, J4 read literally. */
function mayCapture(attacker: string, from: string, defender: string, to: string): boolean {
  if (WATER.has(from) !== WATER.has(to)) return false; // J2: no capture across the water's edge
  if (inEnemyTrap(defender, to)) return true; // J4: any enemy piece may capture it
  if (inEnemyTrap(attacker, from)) return kind(attacker) === 'R' && kind(defender) === 'E'; // J4: only strength 0, rat keeps its exception
  if (kind(attacker) === 'R' && kind(defender) === 'E') return !WATER.has(from); // J3: on land the rat takes the elephant
  if (kind(attacker) === 'E' && kind(defender) === 'R') return false; // J3
  return ORDER.indexOf(kind(attacker)) >= ORDER.indexOf(kind(defender));
}

function finished(p: RefPosition): boolean {
  return p.clock >= 60 || p.cells[3] !== '.' || p.cells[59] !== '.';
}

/** Legal moves as sorted notation strings. */
export function refMoves(p: RefPosition): string[] {
  if (finished(p)) return [];
  const out: string[] = [];
  for (let from = 0; from < 63; from++) {
    const piece = p.cells[from]!;
    if (!mine(piece, p.redToMove)) continue;
    for (let to = 0; to < 63; to++) {
      if (to === from) continue;
      const ff = from % 7,
        fr = Math.floor(from / 7),
        tf = to % 7,
        tr = Math.floor(to / 7);
      if (ff !== tf && fr !== tr) continue;
      const between: string[] = [];
      if (ff === tf) for (let r = Math.min(fr, tr) + 1; r < Math.max(fr, tr); r++) between.push(name(r * 7 + ff));
      else for (let f = Math.min(ff, tf) + 1; f < Math.max(ff, tf); f++) between.push(name(fr * 7 + f));
      if (between.length > 0) {
        if (kind(piece) !== 'L' && kind(piece) !== 'T') continue;
        if (WATER.has(name(from)) || WATER.has(name(to))) continue;
        if (!between.every((s) => WATER.has(s))) continue;
        const blocked = between.some(
          (s) => kind(p.cells[FILE_LETTERS.indexOf(s[0]!) + (Number(s[1]) - 1) * 7]!) === 'R',
        );
        if (blocked) continue;
      }
      const target = p.cells[to]!;
      if (mine(target, p.redToMove)) continue;
      if (name(to) === (p.redToMove ? RED_DEN : BLUE_DEN)) continue;
      if (WATER.has(name(to)) && kind(piece) !== 'R') continue;
      if (target !== '.' && !mayCapture(piece, name(from), target, name(to))) continue;
      out.push(name(from) + name(to));
    }
  }
  return out.sort();
}

export function refApply(p: RefPosition, move: string): RefPosition {
  const from = FILE_LETTERS.indexOf(move[0]!) + (Number(move[1]) - 1) * 7;
  const to = FILE_LETTERS.indexOf(move[2]!) + (Number(move[3]) - 1) * 7;
  const cells = p.cells.slice();
  const captured = cells[to] !== '.';
  cells[to] = cells[from]!;
  cells[from] = '.';
  return { cells, redToMove: !p.redToMove, clock: captured ? 0 : p.clock + 1 };
}

export function refPerft(p: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const m of refMoves(p)) total += refPerft(refApply(p, m), depth - 1);
  return total;
}

/** Builds position text from square -> letter, independent of the engine's writer. */
export function layout(pieces: Record<string, string>, turn: 'r' | 'b' = 'r', clock = 0, moveNumber = 1): string {
  const rows: string[] = [];
  for (let rank = 9; rank >= 1; rank--) {
    let row = '';
    let run = 0;
    for (const f of FILE_LETTERS) {
      const letter = pieces[`${f}${rank}`];
      if (letter === undefined) run++;
      else {
        row += (run > 0 ? String(run) : '') + letter;
        run = 0;
      }
    }
    rows.push(row + (run > 0 ? String(run) : ''));
  }
  return `${rows.join('/')} ${turn} ${clock} ${moveNumber}`;
}

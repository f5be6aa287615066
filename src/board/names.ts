/**
 * Accessible names of squares and the board's own announcements, in the page's language
 * (from the strings object; nothing here is user-visible text of its own).
 */
import { assertNever } from '../engine/core/result';
import { faceOf, terrainOf } from './faces';
import { contentAt, destinationsOf, type BoardState } from './model';
import { formatMessage as fill } from '../i18n/format';
import type { BoardStrings } from './strings';
import type { BoardTerrain } from './terrain-jungle';
import { FACE_DOWN, type Game, type Square, type SquareContent } from './types';

const SEP = ', ';

/**
 * Name of what stands on a square: "red cannon", "face-down piece", "empty". A letter that is
 * no piece of the game is read as written.
 */
export function contentName(game: Game, strings: BoardStrings, content: SquareContent): string {
  if (content === '') return strings.empty;
  if (content === FACE_DOWN && game === 'banqi') return strings.faceDown;
  const face = faceOf(game, content);
  if (face === undefined) return content;
  const table: Readonly<Record<string, string>> =
    game === 'banqi'
      ? face.side === 'red'
        ? strings.banqi.red
        : strings.banqi.black
      : face.side === 'red'
        ? strings.jungle.red
        : strings.jungle.blue;
  return table[face.kind] ?? content;
}

/** Name of a terrain, or null for plain land. */
function terrainName(strings: BoardStrings, terrain: BoardTerrain): string | null {
  switch (terrain.kind) {
    case 'land':
      return null;
    case 'water':
      return strings.terrain.water;
    case 'trap':
      return terrain.owner === 'red' ? strings.terrain.redTrap : strings.terrain.blueTrap;
    case 'den':
      return terrain.owner === 'red' ? strings.terrain.redDen : strings.terrain.blueDen;
    default:
      return assertNever(terrain);
  }
}

/**
 * The accessible name of a square: its coordinate first, then terrain, then what stands there
 * (an empty terrain square just names the terrain), then its states and lesson marks.
 * E.g. "c3, face-down piece", "b4, water, blue rat", "e4, empty, legal destination".
 */
export function squareLabel(game: Game, state: BoardState, sq: Square, strings: BoardStrings): string {
  const { config } = state;
  const parts: string[] = [sq];
  const terrain = terrainName(strings, terrainOf(game, sq));
  const content = contentAt(config, sq);
  if (terrain !== null) parts.push(terrain);
  if (terrain === null || content !== '') parts.push(contentName(game, strings, content));
  if (state.selected === sq) parts.push(strings.selected);
  if (destinationsOf(state).includes(sq)) parts.push(strings.destination);
  const last = config.lastMove;
  if (last !== null && (last.from === sq || last.to === sq)) parts.push(strings.lastMove);
  for (const mark of config.marks) {
    if (mark.kind === 'arrow') {
      if (mark.from === sq) parts.push(mark.label ?? fill(strings.arrowTo, { square: mark.to }));
      else if (mark.to === sq) parts.push(fill(strings.arrowFrom, { square: mark.from }));
    } else if (mark.square === sq) {
      parts.push(mark.label ?? strings.marked);
    }
  }
  return parts.join(SEP);
}

/** What the board says when a piece gets selected, or null without a selection. */
export function selectionAnnouncement(game: Game, state: BoardState, strings: BoardStrings): string | null {
  const sel = state.selected;
  if (sel === null) return null;
  const piece = contentName(game, strings, contentAt(state.config, sel));
  if (state.config.attemptAny) return fill(strings.announce.selectedAsk, { piece, square: sel });
  const dests = destinationsOf(state);
  return dests.length === 0
    ? fill(strings.announce.selectedNone, { piece, square: sel })
    : fill(strings.announce.selected, { piece, square: sel, squares: dests.join(SEP) });
}

/** A played move for the caller's live region: "red chariot a1 to a2", with the capture if any. */
export function moveAnnouncement(
  game: Game,
  strings: BoardStrings,
  move: {
    readonly from: Square;
    readonly to: Square;
    readonly piece: SquareContent;
    readonly captured?: SquareContent;
  },
): string {
  const piece = contentName(game, strings, move.piece);
  const captured = move.captured ?? '';
  return captured === ''
    ? fill(strings.announce.move, { piece, from: move.from, to: move.to })
    : fill(strings.announce.capture, {
        piece,
        from: move.from,
        to: move.to,
        captured: contentName(game, strings, captured),
      });
}

/** A Banqi reveal for the caller's live region. */
export function revealAnnouncement(game: Game, strings: BoardStrings, square: Square, piece: SquareContent): string {
  return fill(strings.announce.reveal, { square, piece: contentName(game, strings, piece) });
}

/**
 * The words of a game screen, shared by the play and room pages: a ply as a sentence and a refused
 * attempt's reason.
 */
import { moveAnnouncement, revealAnnouncement } from '../../board/names';
import type { BoardStrings } from '../../board/strings';
import type { Game } from '../../board/types';
import { refusalMessage, type Message } from '../../play/keys';
import type { Ply } from '../../play/types';
import type { Strings } from '../play/text';

/** A ply as the board's announcements say it ("red chariot c3 to c4", "c2: red horse"). */
export const plyText = <P>(game: Game, board: BoardStrings, ply: Ply<P>): string =>
  ply.kind === 'reveal'
    ? revealAnnouncement(game, board, ply.to, ply.piece)
    : moveAnnouncement(game, board, { from: ply.from, to: ply.to, piece: ply.piece, captured: ply.captured });

/** A refusal's text: the engine's reason, translated (a code without a translation gets the generic one). */
export function refusalFor(strings: Strings, game: Game, code: string): Message {
  const m = refusalMessage(game, code);
  return strings[m.key] === undefined ? { key: 'play.refused' } : m;
}

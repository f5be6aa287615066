/** The pieces no longer on the board, drawn as on the board and named for screen readers. */
import { contentName } from '../../board/names';
import type { BoardStrings } from '../../board/strings';
import type { Game, SquareContent } from '../../board/types';
import { PieceGlyph } from '../board/PieceGlyph';
import { tr, type Strings } from './text';

interface Props {
  game: Game;
  captured: readonly SquareContent[];
  board: BoardStrings;
  strings: Strings;
}

export function CapturedTray({ game, captured, board, strings }: Props) {
  return (
    <section class="play-panel play-captured" aria-labelledby="play-captured-heading">
      <h2 id="play-captured-heading">{tr(strings, 'play.captured.heading')}</h2>
      {captured.length === 0 ? (
        <p class="play-empty">{tr(strings, 'play.captured.none')}</p>
      ) : (
        <ul class="pyb-palette play-tray" data-testid="play-captured">
          {captured.map((letter, i) => (
            <li key={`${letter}${i}`}>
              <svg viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
                <PieceGlyph game={game} content={letter} />
              </svg>
              <span class="visually-hidden">{contentName(game, board, letter)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

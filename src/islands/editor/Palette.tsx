/**
 * The editor's palette: a native radio group (arrow keys, one Tab stop) whose radios lie invisible
 * over the board's own piece drawings; pressing a piece also starts a drag onto the board.
 */
import type { JSX } from 'preact';
import type { Game } from '../../board/types';
import { PieceIcon } from '../board/PieceIcon';

export const EMPTY = '';

export interface PaletteProps {
  game: Game;
  /** The radios' group name. */
  name: string;
  legend: string;
  /** What can stand on a square, in order; the eraser (EMPTY) is added last. */
  contents: readonly string[];
  tool: string;
  /** The accessible name of a content (a piece, face down, or the eraser). */
  nameOf: (content: string) => string;
  onChoose: (content: string) => void;
  onPress: (content: string, e: JSX.TargetedPointerEvent<HTMLElement>) => void;
}

export function Palette(props: PaletteProps) {
  return (
    <fieldset class="editor-palette">
      <legend>{props.legend}</legend>
      {[...props.contents, EMPTY].map((content) => (
        <label
          key={content}
          class="editor-tool"
          title={props.nameOf(content)}
          onPointerDown={(e) => props.onPress(content, e)}
        >
          <input
            type="radio"
            name={props.name}
            value={content}
            data-piece={content}
            checked={props.tool === content}
            onChange={() => props.onChoose(content)}
          />
          {content === EMPTY ? (
            <span class="editor-eraser" aria-hidden="true" />
          ) : (
            <PieceIcon game={props.game} content={content} />
          )}
          <span class="visually-hidden">{props.nameOf(content)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A guide or course board before its island is ready: the same drawing as the live board (BoardArt in
 * compact mode: the background and each piece one <use> of the page's BoardSymbols), the same size and
 * hooks on its root (data-position, data-game), but no grid of squares yet. What the reader does on it
 * meanwhile is kept by the page's pending-input script (src/i18n/inline-scripts.ts) and applied to the
 * live board's squares once it is there.
 */
import { dimensionsOf } from '../../board/faces';
import { boardLayout } from '../../board/layout';
import { createBoardState } from '../../board/model';
import { assignPieceKeys } from '../../board/piece-keys';
import { squaresFromPosition } from '../../board/position';
import type { RefObject } from 'preact';
import type { BoardProps } from '../Board';
import { BoardArt } from '../board/BoardArt';
import { gridStyle, stageStyle } from '../board/stage-style';

/** `rootRef`: the preview's root element, which LazyBoard watches to go live once it comes into view. */
export function BoardPreview(props: BoardProps & { rootRef?: RefObject<HTMLDivElement> }) {
  const { game, position, strings } = props;
  const dims = dimensionsOf(game);
  const layout = boardLayout(dims);
  const parsed = props.squares === undefined ? squaresFromPosition(game, position) : undefined;
  const squares = props.squares ?? (parsed?.ok === true ? parsed.value : {});
  const state = createBoardState({
    ...dims,
    squares,
    orientation: props.orientation,
    lastMove: props.lastMove,
    marks: props.marks,
    interactive: false,
  });
  return (
    <div
      ref={props.rootRef}
      class={`pyb pyb--${game}`}
      data-game={game}
      data-position={position}
      data-orientation={state.config.orientation}
    >
      <div class="pyb-stage pyb-stage--preview" style={stageStyle(layout)}>
        <BoardArt
          game={game}
          state={state}
          layout={layout}
          pieces={assignPieceKeys(null, squares, state.config.lastMove)}
          dragPoint={null}
          instant={null}
          compact
        />
        <div
          role="img"
          class="pyb-grid"
          data-preview={`${dims.files}x${dims.ranks}`}
          tabIndex={0}
          style={gridStyle(layout, dims)}
          aria-label={props.label ?? strings.label[game]}
        />
      </div>
      <p class="pyb-status">{props.announcement ?? ''}</p>
    </div>
  );
}

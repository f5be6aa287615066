/**
 * The inline custom properties board.css lays a board out with, shared by the live board and its
 * preview so both stand the same way (8 wide, or upright on a narrow screen) and place their grid alike.
 */
import { gridBox, uprightBox, type Box, type BoardLayout } from '../../board/layout';
import type { Dimensions } from '../../board/geometry';

/** The drawing's width / height: the stage's aspect ratio, either way up. */
export const stageStyle = (layout: BoardLayout): Record<string, string> => ({
  '--pyb-ratio': String(layout.width / layout.height),
});

const boxStyle = (suffix: string, box: Box): Record<string, string> => ({
  [`--pyb-grid-left${suffix}`]: `${box.left}%`,
  [`--pyb-grid-top${suffix}`]: `${box.top}%`,
  [`--pyb-grid-width${suffix}`]: `${box.width}%`,
  [`--pyb-grid-height${suffix}`]: `${box.height}%`,
});

/** Where the grid lies over the drawing, in both layouts. */
export function gridStyle(layout: BoardLayout, dims: Dimensions): Record<string, string> {
  const box = gridBox(layout, dims);
  return { ...boxStyle('', box), ...boxStyle('-upright', uprightBox(box)) };
}

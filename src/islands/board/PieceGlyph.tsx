/**
 * One piece drawn in SVG around 0,0 (the caller translates it onto its square). A face-up piece
 * shows its rank or strength number and both art sets from the game's sprite (symbols.ts); the
 * page's piece-set preference (html[data-piece-set], see board.css) shows one of them.
 */
import { faceOf } from '../../board/faces';
import { stripesPath } from '../../board/shapes';
import { PIECE_SETS, symbolHref } from '../../board/art/symbols';
import { FACE_DOWN, type Game, type SquareContent } from '../../board/types';

/** 92% of a cell: a Jungle piece stays at least 36 px wide on a 320 px phone. */
const RADIUS = 46;
const BACK_STRIPES = stripesPath(RADIUS - 3, 11);
/** The art's box on the piece: above the number. */
const ART = { x: -29, y: -42, size: 58 };

export function PieceGlyph({ game, content }: { game: Game; content: SquareContent }) {
  if (content === FACE_DOWN) {
    return (
      <g class="pyb-back">
        <circle class="pyb-back-disc" r={RADIUS} />
        <path class="pyb-back-stripes" d={BACK_STRIPES} />
        <circle class="pyb-back-ring" r={RADIUS - 13} />
      </g>
    );
  }
  const face = faceOf(game, content);
  if (face === undefined) return null;
  return (
    <g class={`pyb-face pyb-face--${face.style} pyb-side--${face.side}`} data-face={face.letter}>
      <circle class="pyb-disc" r={RADIUS} />
      <circle class="pyb-inner" r={RADIUS - 7} />
      {PIECE_SETS.map((set) => (
        <use
          key={set}
          class={`pyb-set pyb-set--${set}`}
          href={symbolHref(game, face, set)}
          x={ART.x}
          y={ART.y}
          width={ART.size}
          height={ART.size}
        />
      ))}
      <text class="pyb-value" y={29}>
        {face.value}
      </text>
    </g>
  );
}

/** /pieces/<game>.svg: the piece sprite of a game (src/board/art/sprite.ts), built with the site. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { glyphOutlines } from '../../board/art/glyph-outlines';
import { gameCharacters, spriteText } from '../../board/art/sprite';
import type { Game } from '../../board/types';
import { GAME_IDS } from '../../engine/core/game-rules';

export const getStaticPaths = (() =>
  GAME_IDS.map((game) => ({ params: { game }, props: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ game: Game }> = ({ props }) => {
  const outlines = glyphOutlines(gameCharacters(props.game));
  if (!outlines.ok) throw new Error(`piece sprite: ${outlines.error.kind} for ${outlines.error.char}`);
  return new Response(spriteText(props.game, outlines.value), { headers: { 'Content-Type': 'image/svg+xml' } });
};

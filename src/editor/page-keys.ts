/** Every key an editor page lists in its string registry: the editor's own, the fields, each reason the game's parser gives. */
import { boardStringKeys } from '../board/strings';
import { POSITION_FIELDS, type GameId } from '../engine/core/game-rules';
import { POSITION_ERROR_REASONS as BANQI_REASONS } from '../engine/banqi';
import { POSITION_ERROR_REASONS as JUNGLE_REASONS } from '../engine/jungle';
import { EDITOR_UI_KEYS, fieldKey, reasonKey } from './keys';

/** The parser's reason codes of a game. */
export const positionReasons = (game: GameId): readonly string[] => (game === 'banqi' ? BANQI_REASONS : JUNGLE_REASONS);

export function editorPageKeys(game: GameId): string[] {
  return [
    ...EDITOR_UI_KEYS,
    ...POSITION_FIELDS.map(fieldKey),
    ...positionReasons(game).map(reasonKey),
    ...boardStringKeys(),
  ];
}

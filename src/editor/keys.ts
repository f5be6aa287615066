/**
 * Dictionary keys of the position editor (editor.*). The engine's refusal of a position is shown
 * as its field and its reason, each translated: `editor.field.<field>`, `editor.reason.<code>`.
 */
import type { PositionField } from '../engine/core/game-rules';
import type { TurnLetter } from './spec';
import type { GameId } from '../engine/core/game-rules';

export const fieldKey = (field: PositionField): string => `editor.field.${field}`;
export const reasonKey = (code: string): string => `editor.reason.${code}`;

/** The label of a side-to-move choice: red, black (Banqi) or blue (Jungle), or no colour yet ('-'). */
export function turnKey(game: GameId, turn: TurnLetter): string {
  if (turn === '-') return 'editor.turn.none';
  if (turn === 'r') return 'editor.turn.red';
  return game === 'banqi' ? 'editor.turn.black' : 'editor.turn.blue';
}

/** The keys every editor page reads besides the reasons and the board's own strings. */
export const EDITOR_UI_KEYS = [
  'editor.intro',
  'editor.boardHelp',
  'editor.palette',
  'editor.palette.empty',
  'editor.turn',
  'editor.turn.red',
  'editor.turn.black',
  'editor.turn.blue',
  'editor.turn.none',
  'editor.clock',
  'editor.moveNumber',
  'editor.pool',
  'editor.pool.summary',
  'editor.pool.fill',
  'editor.clear',
  'editor.start',
  'editor.play',
  'editor.copyLink',
  'editor.copied',
  'editor.copyFailed',
  'editor.link',
  'editor.notation',
  'editor.valid',
  'editor.invalid',
  'editor.loadError',
  'editor.announce.placed',
  'editor.announce.cleared',
] as const;

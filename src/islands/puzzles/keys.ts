/** Every key the puzzle trainer's island reads from its page's string registry. */
import { boardStringKeys } from '../../board/strings';
import type { GameId } from '../../engine/core/game-rules';
import { themesOf } from '../../puzzles/theme-ids';

const TRAINER_KEYS = [
  'puzzles.daily.label',
  'puzzles.theme-label',
  'puzzles.rating',
  'puzzles.streak',
  'puzzles.loading',
  'puzzles.task.red',
  'puzzles.task.black',
  'puzzles.task.blue',
  'puzzles.verdict.right',
  'puzzles.verdict.reply',
  'puzzles.verdict.solved',
  'puzzles.verdict.solved-text',
  'puzzles.verdict.failed',
  'puzzles.why.capture',
  'puzzles.why.wins',
  'puzzles.why.quiet',
  'puzzles.why.reveal',
  'puzzles.why.none',
  'puzzles.why.thinking',
  'puzzles.solution',
  'puzzles.hint',
  'puzzles.hint-text',
  'puzzles.next',
  'puzzles.play-on',
  'puzzles.rating-change',
  'puzzles.none-left',
  'puzzles.error.load',
  'puzzles.error.save',
] as const;

/** Only Banqi has safest-reveal puzzles: its pages alone carry their strings. */
const REVEAL_KEYS = ['puzzles.task.reveal.red', 'puzzles.task.reveal.black', 'puzzles.why.odds'] as const;

export const themeNameKey = (theme: string): string => `puzzles.theme.${theme}.name`;

export function puzzlePageKeys(game: GameId): string[] {
  return [
    ...TRAINER_KEYS,
    ...(game === 'banqi' ? REVEAL_KEYS : []),
    ...themesOf(game).map(themeNameKey),
    ...boardStringKeys(),
  ];
}

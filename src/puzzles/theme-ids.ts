/**
 * The themes' ids, one list per game (what the trainer page needs to read an address or a chunk), apart from
 * the tagger of themes.ts so that the page's first load carries no engine beyond its own game's.
 */
import type { GameId } from '../engine/core/game-rules';

/** The motifs of theme-motifs.ts both games tag, after each game's own themes. */
const MOTIF_THEMES = [
  'winning-exchange',
  'sacrifice',
  'strike-first',
  'remove-attacker',
  'escape-capture',
  'threat',
  'escape',
  'quiet-move',
] as const;
const BANQI_THEMES = [
  'cannon-screen',
  'soldier-takes-general',
  'fork',
  'trapped-piece',
  'safe-capture',
  'safest-reveal',
  'last-pieces',
  ...MOTIF_THEMES,
] as const;
const JUNGLE_THEMES = [
  'trap',
  'den-attack',
  'den-defence',
  'rat-elephant',
  'lake-jump',
  'blocking-rat',
  'fork',
  'safe-capture',
  'den-approach',
  ...MOTIF_THEMES,
] as const;
export type BanqiTheme = (typeof BANQI_THEMES)[number];
export type JungleTheme = (typeof JUNGLE_THEMES)[number];
export type Theme = BanqiTheme | JungleTheme;
export type SharedTheme = (typeof MOTIF_THEMES)[number] | 'fork' | 'safe-capture';
export const ALL_THEMES: readonly Theme[] = [...new Set<Theme>([...BANQI_THEMES, ...JUNGLE_THEMES])];

export const themesOf = (game: GameId): readonly Theme[] => (game === 'banqi' ? BANQI_THEMES : JUNGLE_THEMES);

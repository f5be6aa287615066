/** The strings a guide page registers once for all its islands (src/i18n/page-strings.ts). */
import { boardStringKeys } from '../board/strings';
import type { GameId } from '../i18n/routes';
import { lessonEngine } from './engines';
import { exerciseIslandKeys } from './keys';
import { EXERCISES } from './registry';

/** The board's strings and every key any exercise of `game` may show, each once. */
export function guideIslandKeys(game: GameId): string[] {
  const reasons = lessonEngine(game)?.illegalReasons ?? [];
  return [...new Set([...boardStringKeys(), ...EXERCISES[game].flatMap((ex) => exerciseIslandKeys(ex, reasons))])];
}

/**
 * Why a reveal fails a safest-reveal puzzle, by the odds alone (puzzles/safest-reveal.ts, the lessons'
 * revealOdds from the public pool): the chance the reader's reveal gave the opponent an immediate capture,
 * and the safest reveal's. Never what is under either piece. Loaded only when such a reveal is played.
 */
import { parsePosition } from '../../engine/banqi';
import { formatPercent } from '../../i18n/format';
import { revealRisk } from '../../puzzles/safest-reveal';
import type { Why } from './line-prose';

/** `puzzles.why.odds`'s words for the reveal `wrong` ('b3b3') where `best` ('c2c2') was safest; null if either cannot be judged. */
export function oddsWhy(position: string, wrong: string, best: string, lang: string): Why | null {
  const pos = parsePosition(position);
  if (!pos.ok) return null;
  const wrongRisk = revealRisk(pos.value, wrong.slice(0, 2));
  const bestRisk = revealRisk(pos.value, best.slice(0, 2));
  if (wrongRisk === null || bestRisk === null) return null;
  return {
    kind: 'odds',
    vars: {
      wrong: wrong.slice(0, 2),
      wrongRisk: formatPercent(lang, wrongRisk.num / wrongRisk.den),
      best: best.slice(0, 2),
      bestRisk: formatPercent(lang, bestRisk.num / bestRisk.den),
    },
  };
}

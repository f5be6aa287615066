/**
 * Why a reveal fails a safest-reveal puzzle, by the odds alone (puzzles/safest-reveal.ts, the lessons'
 * revealOdds from the public pool): the chance the reader's reveal gave the opponent an immediate capture,
 * and the safest reveal's. Never what is under either piece. Loaded only when such a reveal is played.
 */
import { parsePosition } from '../../engine/banqi';
import { revealRisk } from '../../puzzles/safest-reveal';
import type { Why } from './line-prose';

const PERCENT = new Map<string, Intl.NumberFormat>();
function percent(lang: string, x: number): string {
  let f = PERCENT.get(lang);
  if (f === undefined) {
    f = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
    PERCENT.set(lang, f);
  }
  return f.format(x);
}

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
      wrongRisk: percent(lang, wrongRisk.num / wrongRisk.den),
      best: best.slice(0, 2),
      bestRisk: percent(lang, bestRisk.num / bestRisk.den),
    },
  };
}

/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), written from the published
 * steps: a rating period's games update rating, deviation and volatility. Pure, no storage. The
 * npm package `glicko2` was not taken: untyped and unreleased since 2020 (README.md).
 */
export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

export interface Game {
  readonly opponent: Pick<Rating, 'rating' | 'deviation'>;
  /** 1 a win (a puzzle solved), 0 a loss, 0.5 a draw. */
  readonly score: number;
}

export const NEW_READER: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };
/** The system constant: how fast volatility may change (Glickman suggests 0.3 to 1.2). */
const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 1e-6;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** The rating after one rating period's games (none: only the deviation grows). */
export function updateRating(player: Rating, games: readonly Game[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    return { ...player, deviation: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  }
  let invV = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.opponent.rating - 1500) / SCALE;
    const gJ = g(game.opponent.deviation / SCALE);
    const e = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    invV += gJ * gJ * e * (1 - e);
    sum += gJ * (game.score - e);
  }
  const v = 1 / invV;
  const delta = v * sum;
  const newSigma = volatility(delta, phi, v, sigma, tau);
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  return { rating: newMu * SCALE + 1500, deviation: newPhi * SCALE, volatility: newSigma };
}

/** Step 5: the new volatility by the Illinois algorithm. */
function volatility(delta: number, phi: number, v: number, sigma: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let lo = a;
  let hi: number;
  if (delta * delta > phi * phi + v) hi = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    hi = a - k * tau;
  }
  let fLo = f(lo);
  let fHi = f(hi);
  while (Math.abs(hi - lo) > EPSILON) {
    const c = lo + ((lo - hi) * fLo) / (fHi - fLo);
    const fC = f(c);
    if (fC * fHi <= 0) {
      lo = hi;
      fLo = fHi;
    } else fLo /= 2;
    hi = c;
    fHi = fC;
  }
  return Math.exp(lo / 2);
}

/**
 * A puzzle's id and its two duplicate keys: the position (board, side and pool, without the
 * clocks) and the idea (the solution's first move as a piece, a victim and a step, with the
 * material on the board), so the same trick in the same material is kept once.
 */
import type { GameId } from '../engine/core/game-rules';

export const positionKey = (text: string): string => text.split(' ').slice(0, 3).join(' ');

function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export const puzzleId = (game: GameId, text: string): string => `${game[0]}-${fnv1a(positionKey(text))}`;

/** `mover>victim step material`, e.g. `C>h +0+2 CGRSSaehs`. */
export function ideaKey(text: string, mover: string, victim: string, first: string): string {
  const df = first.charCodeAt(2) - first.charCodeAt(0);
  const dr = Number(first.slice(3, 4)) - Number(first.slice(1, 2));
  const material = [...(text.split(' ')[0] ?? '')]
    .filter((c) => /[A-Za-z]/.test(c))
    .sort()
    .join('');
  return `${mover}>${victim || '-'} ${df >= 0 ? '+' : ''}${df}${dr >= 0 ? '+' : ''}${dr} ${material}`;
}

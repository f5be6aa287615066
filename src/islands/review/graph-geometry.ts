/**
 * The evaluation graph's geometry, pure: the first seat's winning chance (0-100) at each position
 * as points of a viewBox, x by position index, y 100 at the top falling to 0 at the bottom.
 */
export const GRAPH_WIDTH = 600;
export const GRAPH_HEIGHT = 120;

/** The point of position `i` (0: the start) of `count` positions at chance `chance`. */
export function graphPoint(i: number, count: number, chance: number): { x: number; y: number } {
  const x = count <= 1 ? 0 : (i * GRAPH_WIDTH) / (count - 1);
  const y = ((100 - Math.max(0, Math.min(100, chance))) * GRAPH_HEIGHT) / 100;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** The area under the first seat's curve, as an SVG path (closed along the bottom edge). */
export function graphArea(chances: readonly number[]): string {
  if (chances.length === 0) return '';
  const points = chances.map((c, i) => graphPoint(i, chances.length, c));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  return `${line} L${points.at(-1)!.x},${GRAPH_HEIGHT} L0,${GRAPH_HEIGHT} Z`;
}

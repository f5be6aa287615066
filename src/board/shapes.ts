/**
 * SVG path data for the board's textures and markers, drawn without <pattern> or <clipPath> so the
 * drawing needs no element ids (several boards share a page). Square shapes take the square's
 * top left corner; piece shapes are centred on 0,0.
 */
import { CELL, type Point } from './layout';

const r1 = (n: number): number => Math.round(n * 10) / 10;

/** Three wavy lines across a square: the water texture. */
export function wavesPath(o: Point): string {
  const parts: string[] = [];
  for (const dy of [22, 50, 78]) {
    parts.push(`M${o.x + 8} ${o.y + dy}q10.5 -9 21 0t21 0t21 0t21 0`);
  }
  return parts.join('');
}

/** A diagonal cross-hatch over a square, inset from its edges: the trap texture. */
export function hatchPath(o: Point, spacing = 20, inset = 6): string {
  const lo = inset;
  const hi = CELL - inset;
  const span = hi - lo;
  const parts: string[] = [];
  for (let s = spacing; s < 2 * span; s += spacing) {
    // u + v = s (down-left diagonals) and u - v = s - span (down-right diagonals), clipped to the inset square.
    const a = { u: Math.max(0, s - span), v: Math.min(span, s) };
    const b = { u: Math.min(span, s), v: Math.max(0, s - span) };
    parts.push(`M${o.x + lo + a.u} ${o.y + lo + a.v}L${o.x + lo + b.u} ${o.y + lo + b.v}`);
    const c = s - span;
    const p = { u: Math.max(0, c), v: Math.max(0, -c) };
    const q = { u: Math.min(span, span + c), v: Math.min(span, span - c) };
    parts.push(`M${o.x + lo + p.u} ${o.y + lo + p.v}L${o.x + lo + q.u} ${o.y + lo + q.v}`);
  }
  return parts.join('');
}

/** A cave arch with a doorway, centred in a square: the den icon. */
export function denPath(o: Point): string {
  const cx = o.x + CELL / 2;
  const base = o.y + 80;
  return (
    `M${cx - 34} ${base}V${o.y + 50}A34 34 0 0 1 ${cx + 34} ${o.y + 50}V${base}Z` +
    `M${cx - 14} ${base}V${o.y + 58}A14 14 0 0 1 ${cx + 14} ${o.y + 58}V${base}Z`
  );
}

/** Four corner triangles of a square: a legal destination that holds a piece. */
export function cornersPath(o: Point, size = 26): string {
  const { x, y } = o;
  const e = CELL;
  return (
    `M${x} ${y}h${size}L${x} ${y + size}Z` +
    `M${x + e} ${y}v${size}L${x + e - size} ${y}Z` +
    `M${x} ${y + e}v${-size}L${x + size} ${y + e}Z` +
    `M${x + e} ${y + e}h${-size}L${x + e} ${y + e - size}Z`
  );
}

/** Parallel diagonal chords filling a circle of radius r around 0,0: the back of a face-down piece. */
export function stripesPath(r: number, step: number): string {
  const parts: string[] = [];
  const k = Math.SQRT1_2;
  for (let d = -r + step / 2; d < r; d += step) {
    const h = Math.sqrt(r * r - d * d);
    const cx = d * k;
    const cy = d * k;
    parts.push(`M${r1(cx - h * k)} ${r1(cy + h * k)}L${r1(cx + h * k)} ${r1(cy - h * k)}`);
  }
  return parts.join('');
}

/** An X across a square, inset: the 'cross' lesson mark. */
export function crossPath(o: Point, inset = 22): string {
  const a = inset;
  const b = CELL - inset;
  return `M${o.x + a} ${o.y + a}L${o.x + b} ${o.y + b}M${o.x + b} ${o.y + a}L${o.x + a} ${o.y + b}`;
}

/**
 * Compact SVG path data from outline commands (as font libraries give them): points mapped by a
 * caller's function, rounded to whole units, written as relative commands. At 100 units per em a
 * unit is under half a pixel on a 36 px piece, so the rounding cannot be seen.
 */
export interface OutlineCommand {
  readonly command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  readonly args: readonly number[];
}

export type MapPoint = (x: number, y: number) => readonly [number, number];

const LETTER: Readonly<Record<OutlineCommand['command'], string>> = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
  closePath: 'z',
};

/** Numbers joined the short way: a minus sign separates on its own. */
function joinNumbers(ns: readonly number[]): string {
  let out = '';
  ns.forEach((n, i) => {
    const s = String(n);
    out += i > 0 && n >= 0 ? ` ${s}` : s;
  });
  return out;
}

export function compactPath(commands: readonly OutlineCommand[], map: MapPoint): string {
  let cur: readonly [number, number] = [0, 0];
  let start: readonly [number, number] = [0, 0];
  let out = '';
  for (const { command, args } of commands) {
    if (command === 'closePath') {
      out += 'z';
      cur = start;
      continue;
    }
    const points: (readonly [number, number])[] = [];
    for (let i = 0; i + 1 < args.length; i += 2) {
      const [x, y] = map(args[i] ?? 0, args[i + 1] ?? 0);
      points.push([Math.round(x), Math.round(y)]);
    }
    const rel = points.flatMap(([x, y]) => [x - cur[0], y - cur[1]]);
    const end = points[points.length - 1] ?? cur;
    if (command === 'lineTo' && rel.every((n) => n === 0)) continue;
    out += LETTER[command] + joinNumbers(rel);
    cur = end;
    if (command === 'moveTo') start = end;
  }
  return out;
}

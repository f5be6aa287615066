/**
 * The outline of a guide for its table of contents (issue 14): its headings (levels 2 and 3, as
 * Astro's render() gives them, with their anchors) and, under each, the exercises it places, read
 * from the MDX source (`<Exercise id="..." />`, and `<Practice />` for the game's staged practice).
 * Works for any guide; a heading count that disagrees with the source is a typed error.
 */
import { err, ok, type Result } from '../engine/core/result';

export interface Heading {
  readonly depth: number;
  readonly slug: string;
  readonly text: string;
}

export interface OutlineEntry {
  readonly slug: string;
  readonly text: string;
  /** 2 or 3. */
  readonly depth: number;
  /** Exercise ids placed between this heading and the next one. */
  readonly exercises: readonly string[];
}

const HEADING = /^(#{2,3})\s+\S/;
const EXERCISE = /<Exercise\s+id="([^"]+)"/g;
const PRACTICE = /<Practice\b/;

export function guideOutline(
  source: string,
  headings: readonly Heading[],
  practice: readonly string[],
): Result<OutlineEntry[], string> {
  const listed = headings.filter((h) => h.depth === 2 || h.depth === 3);
  const groups: string[][] = [];
  const beforeFirst: string[] = []; // exercises above the first heading have no entry
  let inFence = false;
  for (const line of source.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    if (HEADING.test(line)) {
      groups.push([]);
      continue;
    }
    const into = groups.at(-1) ?? beforeFirst;
    for (const m of line.matchAll(EXERCISE)) into.push(m[1] ?? '');
    if (PRACTICE.test(line)) into.push(...practice);
  }
  if (groups.length !== listed.length) return err(`${groups.length} headings in the source, ${listed.length} rendered`);
  return ok(listed.map((h, i) => ({ slug: h.slug, text: h.text, depth: h.depth, exercises: groups[i] ?? [] })));
}

/** The exercise ids a guide's MDX source places, in order (`<Practice />` stands for the game's practice ids). */
export function placedExercises(source: string, practice: readonly string[]): string[] {
  const ids: string[] = [];
  let inFence = false;
  for (const line of source.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    for (const m of line.matchAll(EXERCISE)) ids.push(m[1] ?? '');
    if (PRACTICE.test(line)) ids.push(...practice);
  }
  return ids;
}

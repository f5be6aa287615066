/**
 * "Play from this position": the ?position=<notation> parameter of the play pages (URL-encoded;
 * lessons build it with encodeURIComponent) and the link to a position.
 */
import { err, ok, type Result } from '../engine/core/result';
import type { PlayRules, PositionField } from './rules';

const POSITION_PARAM = 'position';

/** Longer parameters are refused unread (the longest valid position is well under 100 characters). */
export const MAX_POSITION_LENGTH = 200;

/**
 * Why ?position= cannot be played: 'empty' (given without a value), 'too-long', or 'invalid' (the
 * engine refused it: `field` is the notation field at fault, which the page translates, and
 * `reason` the engine's code).
 */
export type PositionParamError =
  | { readonly code: 'empty' }
  | { readonly code: 'too-long' }
  | { readonly code: 'invalid'; readonly field: PositionField; readonly reason: string };

/**
 * The position named by a query string (`?position=...`, with or without the '?'): null when the
 * parameter is absent, else the parsed position or a typed error. Surrounding white space is ignored.
 */
export function readPositionParam<P>(rules: PlayRules<P>, search: string): Result<P | null, PositionParamError> {
  const value = new URLSearchParams(search).get(POSITION_PARAM);
  if (value === null) return ok(null);
  const text = value.trim();
  if (text === '') return err({ code: 'empty' });
  if (text.length > MAX_POSITION_LENGTH) return err({ code: 'too-long' });
  const parsed = rules.parse(text);
  return parsed.ok ? parsed : err({ code: 'invalid', field: parsed.error.field, reason: parsed.error.reason });
}

/** The play page's address with `?position=` for a position in notation (pagePath: '/pt/banqi/play/' or a full URL). */
export function positionLink(pagePath: string, notation: string): string {
  return `${pagePath.split(/[?#]/)[0] ?? pagePath}?${POSITION_PARAM}=${encodeURIComponent(notation)}`;
}

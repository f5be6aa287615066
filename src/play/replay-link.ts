/**
 * The replay link: a game's compact record (./record-file.ts) carried in the play page's URL
 * fragment, `#record=<base64url of the JSON>`, so a link opens the game at its end, read only. Pure
 * and framework-free (the game review reuses it); reading a fragment gives a typed error, never an
 * exception, and the record itself is then checked by `importRecord`.
 */
import { err, ok, type Result } from '../engine/core/result';

const PREFIX = '#record=';

/** Longer fragments are refused unread (a long real game stays well below this). */
export const MAX_LINK_LENGTH = 16_000;

/**
 * Why a fragment is no replay link: 'absent' (no `#record=`: the page opens as usual), 'too-long',
 * 'not-base64' (the text after `#record=` is not base64url, or not UTF-8 once decoded).
 */
export type ReplayLinkError = { readonly code: 'absent' | 'too-long' | 'not-base64' };

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The fragment that carries a compact record's text. */
export function replayFragment(compactRecord: string): string {
  return PREFIX + toBase64Url(new TextEncoder().encode(compactRecord));
}

/** The record text a URL fragment carries (`location.hash`, with or without its '#'). */
export function readReplayFragment(hash: string): Result<string, ReplayLinkError> {
  const h = hash.startsWith('#') ? hash : `#${hash}`;
  if (!h.startsWith(PREFIX)) return err({ code: 'absent' });
  const body = h.slice(PREFIX.length);
  if (h.length > MAX_LINK_LENGTH) return err({ code: 'too-long' });
  if (body === '' || !/^[A-Za-z0-9_-]+$/.test(body) || body.length % 4 === 1) return err({ code: 'not-base64' });
  try {
    const binary = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return err({ code: 'not-base64' });
  }
}

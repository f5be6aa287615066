/**
 * Which web pages may use the room server: the site's own (the request's own host) and those the
 * operator lists in ALLOWED_ORIGINS. A browser always names the page's origin on a WebSocket and on
 * a cross-site POST; a request without an Origin header comes from no web page (a same-origin
 * polling request, a command-line client) and gains nothing a foreign page could abuse.
 */
import type { IncomingHttpHeaders } from 'node:http';

export function originAllowed(
  headers: IncomingHttpHeaders,
  allowed: ReadonlySet<string>,
  trustProxy: boolean,
): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? headers.host;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** ALLOWED_ORIGINS: origins separated by commas or spaces (`https://example.org`), trailing slashes dropped. */
export const parseAllowedOrigins = (text: string | undefined): Set<string> =>
  new Set(
    (text ?? '')
      .split(/[\s,]+/)
      .map((s) => s.replace(/\/+$/, ''))
      .filter((s) => s !== ''),
  );

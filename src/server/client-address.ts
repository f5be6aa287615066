/**
 * Who sent a request. Behind a reverse proxy every request comes from the proxy, so the client's
 * address is read from `X-Forwarded-For`, but only when the operator says how many proxies to trust
 * (TRUST_PROXY): each trusted proxy appends the address it received from, so the entry that many
 * places from the right is the last one no client could have forged.
 */
import type { IncomingHttpHeaders } from 'node:http';

export function clientAddress(
  headers: IncomingHttpHeaders,
  remote: string | undefined,
  trustedProxies: number,
): string {
  const direct = remote ?? '';
  if (trustedProxies <= 0) return direct;
  const raw = headers['x-forwarded-for'];
  const list = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  // The proxy nearest to us is the socket's peer; the others are the entries from the right.
  return list[list.length - trustedProxies] ?? list[0] ?? direct;
}

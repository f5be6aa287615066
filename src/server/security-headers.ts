/**
 * Headers on every response of the server. The Content-Security-Policy lets only the site's own
 * scripts run: files from this origin, and the inline scripts the build wrote, each allowed by its
 * SHA-256 hash (./inline-scripts.ts finds them in dist/). Pagefind's search runs WebAssembly, hence
 * 'wasm-unsafe-eval' (it allows compiling WebAssembly, not JavaScript's eval). No page of the site is
 * meant to be embedded elsewhere: frames only from the site itself.
 */
export function securityHeaders(scriptHashes: readonly string[]): Readonly<Record<string, string>> {
  const csp = [
    "default-src 'self'",
    `script-src ${["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((h) => `'${h}'`)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The installable app and offline use (@vite-pwa/astro, Workbox generateSW). The service worker precaches the
 * built scripts, styles and icons (so the islands, the engines and the AI worker are there offline) and keeps
 * every page the reader opens (network first, then the stored copy): guides, course and play pages work offline
 * once visited. Search fragments and the puzzle trainer's data chunks are kept as they are fetched.
 */
import type { PwaOptions } from '@vite-pwa/astro';

/** Brand colour of the icon and the app's title bar. */
const BRAND = '#a3271a';
const PAPER = '#fbf8f3';

export const PWA_OPTIONS: Partial<PwaOptions> = {
  registerType: 'autoUpdate',
  // Registered by serviceWorkerScript (src/i18n/inline-scripts.ts), which also stores the first page visited.
  injectRegister: false,
  manifest: {
    // The brand name is the same in every language (site.name); the app opens on the language chooser,
    // which sends a returning reader to their language.
    name: 'Ply Yard',
    short_name: 'Ply Yard',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND,
    background_color: PAPER,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['_astro/**/*.{js,css}', 'icons/*', 'favicon.svg'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Pages (directory URLs and .html); also matches the CACHE_URLS requests a first visit sends.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && (url.pathname.endsWith('/') || url.pathname.endsWith('.html')),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'plyyard-pages',
          networkTimeoutSeconds: 4,
          // ?position=... on a play page is read by the page's script: the stored page serves every query.
          matchOptions: { ignoreSearch: true },
          expiration: { maxEntries: 60 },
        },
      },
      {
        // The puzzle trainer's data (public/puzzles/<game>/): the index and each chunk, kept once fetched.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/puzzles/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'plyyard-puzzles', expiration: { maxEntries: 40 } },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/pagefind/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'plyyard-search', expiration: { maxEntries: 200 } },
      },
    ],
  },
};

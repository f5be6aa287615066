// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import AstroPWA from '@vite-pwa/astro';
import { PWA_OPTIONS } from './src/offline.ts';
import { SITE_URL } from './src/i18n/site.ts';
import { splitDirectives } from './src/hydration/directives.ts';

// Locales and routes live in src/i18n (locales.ts, routes.ts); pages are generated from them.
export default defineConfig({
  site: SITE_URL,
  // Pages are built and linked with the trailing slash; 'ignore' lets `astro preview` also serve /pt/banqi
  // (the page then shows its canonical address, see slashUrlScript; other hosts: src/i18n/redirects.ts).
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [mdx(), preact(), AstroPWA(PWA_OPTIONS), splitDirectives()],
  devToolbar: { enabled: false },
});

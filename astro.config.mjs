// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { SITE_URL } from './src/i18n/site.ts';

// Locales and routes live in src/i18n (locales.ts, routes.ts); pages are generated from them.
export default defineConfig({
  site: SITE_URL,
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [mdx(), preact()],
  devToolbar: { enabled: false },
});

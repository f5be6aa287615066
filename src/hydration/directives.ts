/**
 * Our own hydration directives (src/hydration/*-split.ts, intent.ts), added to Astro by the integration below,
 * and their attribute types for .astro files.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** client:load, with the first render in a task after the modules' evaluation. */
    'client:load-split'?: boolean;
    /** client:visible, with the first render in a task after the modules' evaluation. */
    'client:visible-split'?: boolean;
    /** Hydrates on the reader's first press, click, key or focus inside the island (src/hydration/intent.ts). */
    'client:intent'?: boolean;
  }
}

export function splitDirectives(): AstroIntegration {
  return {
    name: 'plyyard-split-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'load-split',
          entrypoint: fileURLToPath(new URL('./load-split.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'visible-split',
          entrypoint: fileURLToPath(new URL('./visible-split.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./intent.ts', import.meta.url)),
        });
      },
    },
  };
}

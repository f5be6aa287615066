/**
 * `client:load-split`: Astro's client:load with the island's first render in a task of its own. Astro's own
 * directive evaluates the island's modules and hydrates in one go; on a slowed phone that one task was a
 * play or editor page's longest (issue 16). Here the modules load and evaluate at once, then the island
 * hydrates in the next task. Taps meanwhile are kept by the page's pending-input script.
 * Registered in astro.config.mjs (src/hydration/directives.ts).
 */
import type { ClientDirective } from 'astro';
import { nextTask } from './next-task';

const loadSplit: ClientDirective = (load) => {
  void (async () => {
    const hydrate = await load();
    await nextTask();
    await hydrate();
  })();
};

export default loadSplit;

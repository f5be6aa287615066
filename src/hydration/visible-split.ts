/**
 * `client:visible-split`: Astro's client:visible (hydrate once any child of the island comes into view) with
 * the island's first render in a task of its own, after the task that evaluates its modules (issue 16: on a
 * course stage the task on screen hydrated at load in one long task). Taps meanwhile are kept by the page's
 * pending-input script. Registered in astro.config.mjs (src/hydration/directives.ts).
 */
import type { ClientDirective } from 'astro';
import { nextTask } from './next-task';

const visibleSplit: ClientDirective = (load, _options, el) => {
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    void (async () => {
      const hydrate = await load();
      await nextTask();
      await hydrate();
    })();
  });
  for (const child of el.children) seen.observe(child);
};

export default visibleSplit;

/**
 * `client:intent`: the island hydrates when the reader first reaches for it (a press, a click, a key or the focus
 * inside it), not as the page loads. For an island on screen as the page opens whose server HTML is already
 * complete and readable (a course stage's first task, with its board drawn live by the server): the page's
 * first seconds carry no script of it at all (issue 16: that hydration was most of a stage's blocking time).
 * What the reader does meanwhile is kept by the page's pending-input script and replayed once the island is
 * live (src/i18n/inline-scripts.ts). Registered in astro.config.mjs (src/hydration/directives.ts).
 */
import type { ClientDirective } from 'astro';
import { nextTask } from './next-task';

/** The reader's first reach: a press (a tap or a drag starts with it), a click (a screen reader's activation), a key, the focus. */
const REACH = ['pointerdown', 'click', 'keydown', 'focusin'] as const;

const intent: ClientDirective = (load, _options, el) => {
  const reach = (e: Event): void => {
    if (!(e.target instanceof Node) || !el.contains(e.target)) return;
    for (const type of REACH) document.removeEventListener(type, reach, true);
    void (async () => {
      const hydrate = await load();
      await nextTask();
      await hydrate();
    })();
  };
  // On the document, capturing: the pending-input script stops a kept event from going further down.
  for (const type of REACH) document.addEventListener(type, reach, true);
};

export default intent;

/** Browser side of LanguageSwitcher.astro: the open menu closes on Escape (focus back on its button) and on a click outside. */
export function enhanceSwitcher(menu: HTMLDetailsElement, doc: Document): void {
  const summary = menu.querySelector('summary');
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    summary?.focus();
  });
  doc.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  });
}

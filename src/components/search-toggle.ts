/**
 * The search behind an icon button (game pages on a phone, SiteHeader.astro): the button opens the search row
 * and puts the cursor in it; Escape in the row, or the button again, closes it and gives focus back.
 * aria-expanded tells both states; CSS shows the row from `.site-header[data-search-open]`.
 */
export function enhanceSearchToggle(button: HTMLButtonElement, doc: Document): void {
  const header = button.closest<HTMLElement>('.site-header');
  const search = doc.getElementById(button.getAttribute('aria-controls') ?? '');
  const input = search?.querySelector('input');
  if (!header || !search || !input) return;
  const set = (open: boolean): void => {
    button.setAttribute('aria-expanded', String(open));
    header.toggleAttribute('data-search-open', open);
  };
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    set(open);
    if (open) input.focus();
  });
  search.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
    set(false);
    button.focus();
  });
}

/**
 * "Edit this position" next to a live board outside the board's island (the play page): the link
 * names the editor page, and just before it is followed it takes the position the board shows now
 * (the board root's data-position, public notation: face-down pieces stay `X`).
 */
export function followBoard(link: HTMLAnchorElement, board: () => Element | null): void {
  const base = link.getAttribute('href') ?? '';
  const update = (): void => {
    const position = board()?.getAttribute('data-position');
    link.href = position ? `${base.split('?')[0]}?position=${encodeURIComponent(position)}` : base;
  };
  for (const type of ['pointerdown', 'focus', 'click', 'contextmenu']) link.addEventListener(type, update);
}

/** The small line icons of the play toolbar (decorative: every button also shows its label). */

export type IconAction = 'new' | 'undo' | 'draw' | 'resign' | 'flip' | 'copy-link' | 'export' | 'import';

/** One path per action, drawn on a 24 x 24 grid with round strokes. */
const PATHS: Readonly<Record<IconAction, string>> = {
  new: 'M12 5v14M5 12h14',
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  draw: 'M5 9h14M5 15h14',
  resign: 'M5 21V4h11l-2 4 2 4H5',
  flip: 'M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4',
  'copy-link': 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  export: 'M12 15V3M7 8l5-5 5 5M5 21h14',
  import: 'M12 3v12M7 10l5 5 5-5M5 21h14',
};

export function ActionIcon({ action }: { action: IconAction }) {
  return (
    <svg class="play-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[action]} />
    </svg>
  );
}

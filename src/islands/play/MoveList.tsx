/**
 * The game record as players read it (hook: data-move-list on the root): each ply with its piece
 * picture, from and to squares, a capture mark and the piece taken, a Banqi reveal as "c2: red
 * chariot"; the full sentence goes to screen readers. With `onView` (the play page) every ply is a
 * button that shows the position after it: click, or Left/Right/Home/End in the list (one Tab stop,
 * aria-current on the viewed ply). Without it (rooms) the list is read only.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { JSX } from 'preact';
import { moveAnnouncement, revealAnnouncement, contentName } from '../../board/names';
import { moveProse } from '../../board/move-prose';
import type { BoardStrings } from '../../board/strings';
import type { Game } from '../../board/types';
import type { NumberedPly } from '../../play/controller';
import { PieceIcon } from '../board/PieceIcon';
import { tr, type Strings } from './text';

interface Props<P> {
  game: Game;
  rows: readonly { number: number; plies: readonly NumberedPly<P>[] }[];
  strings: Strings;
  board: BoardStrings;
  /** The ply viewed (its number; 0 the start), null for the live position. */
  viewed?: number | null;
  /** Shows the position after ply n (0: the start); absent, the list cannot be stepped through. */
  onView?: (n: number) => void;
}

/** Where a key moves the view from `at` in a game of `total` plies, or null for other keys. */
function stepFor(key: string, at: number, total: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, at - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(total, at + 1);
    case 'Home':
      return 0;
    case 'End':
      return total;
    default:
      return null;
  }
}

export function MoveList<P>({ game, rows, strings, board, viewed = null, onView }: Props<P>) {
  const box = useRef<HTMLDivElement>(null);
  const total = rows.reduce((n, r) => n + r.plies.length, 0);
  const shown = viewed ?? total;
  const stepping = onView !== undefined;

  useEffect(() => {
    const el = box.current;
    if (el !== null && viewed === null) el.scrollTop = el.scrollHeight;
  }, [total, viewed]);

  const focusPly = (n: number): void => {
    window.requestAnimationFrame(() => box.current?.querySelector<HTMLElement>(`[data-ply-number="${n}"]`)?.focus());
  };

  const onKeyDown = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>): void => {
    if (onView === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    const next = stepFor(e.key, shown, total);
    if (next === null) return;
    e.preventDefault();
    onView(next);
    focusPly(next);
  };

  const item = (n: number, visible: JSX.Element, spoken: string, notation: string) => {
    const body = (
      <>
        <span aria-hidden="true" class="play-ply-face">
          {visible}
        </span>
        <span class="visually-hidden">{spoken}</span>
      </>
    );
    if (!stepping)
      return (
        <span key={n} class="play-ply" data-ply={notation}>
          {body}
        </span>
      );
    return (
      <button
        key={n}
        type="button"
        class={n === 0 ? 'play-ply-start' : 'play-ply'}
        data-ply={notation}
        data-ply-number={n}
        tabIndex={n === shown ? 0 : -1}
        aria-current={n === shown && viewed !== null ? 'step' : undefined}
        onClick={() => onView(n)}
      >
        {body}
      </button>
    );
  };

  const plyItem = ({ ply, n }: NumberedPly<P>) => {
    if (ply.kind === 'reveal') {
      const name = contentName(game, board, ply.piece);
      return item(
        n,
        <>
          <PieceIcon game={game} content={ply.piece} />
          <span class="play-ply-text">
            {tr(strings, { key: 'play.record.reveal', vars: { square: ply.to, piece: name } })}
          </span>
        </>,
        revealAnnouncement(game, board, ply.to, ply.piece),
        ply.text,
      );
    }
    const capture = ply.captured !== '';
    return item(
      n,
      <>
        <PieceIcon game={game} content={ply.piece} />
        <span class="play-ply-text">{moveProse(ply.from, ply.to, capture)}</span>
        {capture && <PieceIcon game={game} content={ply.captured} />}
      </>,
      moveAnnouncement(game, board, ply),
      ply.text,
    );
  };

  return (
    <section class="play-panel play-moves" data-move-list aria-labelledby="play-moves-heading">
      <h2 id="play-moves-heading">{tr(strings, 'play.moves.heading')}</h2>
      {rows.length === 0 ? (
        <p class="play-empty">{tr(strings, 'play.moves.empty')}</p>
      ) : (
        <div
          class="play-moves-box"
          ref={box}
          tabIndex={stepping ? undefined : 0}
          role="region"
          aria-labelledby="play-moves-heading"
          aria-describedby={stepping ? 'play-moves-help' : undefined}
          onKeyDown={onKeyDown}
        >
          {stepping && (
            <p id="play-moves-help" class="visually-hidden">
              {tr(strings, 'play.record.help')}
            </p>
          )}
          {stepping && item(0, <>{tr(strings, 'play.record.start')}</>, tr(strings, 'play.record.start'), '')}
          <ol data-testid="play-moves">
            {rows.map((r) => (
              <li key={r.number}>{r.plies.map((p) => plyItem(p))}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

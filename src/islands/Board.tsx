/**
 * The live board island for both games: an ARIA grid of squares (one Tab stop, arrow keys)
 * laid over an SVG drawing. It holds no rules: legal destinations and revealable squares come
 * in as props, and every action goes out through `onIntent` (see src/board/model.ts). Hooks:
 * data-square and data-piece on every square, data-target on each square drawn as a destination ("goal" on a
 * collect task's marks).
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { dimensionsOf } from '../board/faces';
import { displayRows } from '../board/geometry';
import { boardLayout } from '../board/layout';
import { gridStyle, stageStyle } from './board/stage-style';
import {
  boardConfig,
  contentAt,
  createBoardState,
  destinationsOf,
  isFaceUp,
  updateConfig,
  uprightStart,
  type BoardState,
  type Transition,
} from '../board/model';
import { selectionAnnouncement, squareLabel } from '../board/names';
import { assignPieceKeys, type PieceKeys } from '../board/piece-keys';
import { squaresFromPosition, type SquareContents } from '../board/position';
import type { BoardStrings } from '../board/strings';
import type { BoardMove, Game, Intent, Mark, Orientation, Square } from '../board/types';
import { BoardArt } from './board/BoardArt';
import { useBoardKeys } from './board/useBoardKeys';
import { usePointerDrag } from './board/usePointerDrag';
import { standsUpright } from './board/upright';
import '../styles/board.css';

export interface BoardProps {
  game: Game;
  /** The position in notation, exposed as data-position; also the source of `squares` when those are not given. */
  position: string;
  squares?: SquareContents;
  /** Legal destinations per own face-up piece (list every own piece, [] when it cannot move). */
  movable?: ReadonlyMap<Square, readonly Square[]>;
  /** Face-down squares that may be revealed now. */
  revealable?: ReadonlySet<Square>;
  lastMove?: BoardMove | null;
  marks?: readonly Mark[];
  orientation?: Orientation;
  /** false: a diagram that can be read square by square but not played. Default: true when onIntent is given. */
  interactive?: boolean;
  /** A board that asks (a legality task): no destinations shown, any square after a selection is an attempt. */
  attemptAny?: boolean;
  strings: BoardStrings;
  /** Accessible name of the board; defaults to the game's board label. */
  label?: string;
  /** How to operate the board (its accessible description); defaults to the board's playing help. */
  help?: string;
  /** Shown under the board and announced politely (e.g. the reason a move was refused). */
  announcement?: string;
  /** Change it to announce the same text again. */
  announcementId?: number;
  /** Announced after the announcement but not shown (the game's result, shown once by the status). */
  announcementSpoken?: string;
  onIntent?: (intent: Intent) => void;
  /**
   * Edit mode (the position editor): every square is a button, and a click, Enter or Space hands
   * its name to onSquare; the board then neither selects nor moves anything itself.
   */
  onSquare?: (square: Square) => void;
  /** Squares the reader is sent to (a collect task's marks): data-target="goal", drawn by their marks. */
  goals?: ReadonlySet<Square>;
  /** Edit mode: squares shown as pressed toggle buttons (aria-pressed), e.g. a pick-squares task's marks. */
  pressed?: ReadonlySet<Square>;
}

const NO_SQUARES: SquareContents = {};

export default function Board(props: BoardProps) {
  const { game, position, strings } = props;
  const dims = dimensionsOf(game);
  const layout = useMemo(() => boardLayout(dims), [dims]);
  const squares = useMemo(() => {
    if (props.squares !== undefined) return props.squares;
    const parsed = squaresFromPosition(game, position);
    return parsed.ok ? parsed.value : NO_SQUARES;
  }, [props.squares, game, position]);
  const editing = props.onSquare !== undefined;
  const playable = !editing && (props.interactive ?? props.onIntent !== undefined);
  const config = useMemo(
    () =>
      boardConfig({
        ...dims,
        squares,
        movable: props.movable,
        revealable: props.revealable,
        orientation: props.orientation,
        lastMove: props.lastMove,
        marks: props.marks,
        interactive: playable,
        attemptAny: props.attemptAny,
      }),
    [
      dims,
      squares,
      props.movable,
      props.revealable,
      props.orientation,
      props.lastMove,
      props.marks,
      props.interactive,
      props.attemptAny,
      props.onIntent,
      editing,
    ],
  );

  const [held, setHeld] = useState<BoardState>(() => createBoardState(config));
  const state = held.config === config ? held : updateConfig(held, config);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [ownMessage, setOwnMessage] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);

  // Stable piece identities so that a moved piece slides (src/board/piece-keys.ts).
  const keysRef = useRef<{ squares: SquareContents; lastMove: BoardMove | null; keys: PieceKeys } | null>(null);
  if (keysRef.current === null || keysRef.current.squares !== squares || keysRef.current.lastMove !== config.lastMove) {
    keysRef.current = {
      squares,
      lastMove: config.lastMove,
      keys: assignPieceKeys(keysRef.current?.keys ?? null, squares, config.lastMove),
    };
  }

  const apply = (t: Transition, cancelled = false): void => {
    const before = stateRef.current;
    stateRef.current = t.state;
    setHeld(t.state);
    if (t.state.selected !== null && t.state.selected !== before.selected) {
      setOwnMessage(selectionAnnouncement(game, t.state, strings) ?? '');
    } else if (cancelled) {
      setOwnMessage(strings.announce.cancelled);
    } else if (t.state.selected === null && before.selected !== null) {
      setOwnMessage(''); // so that selecting the same piece again is announced again
    }
    if (t.intent.kind !== 'none') props.onIntent?.(t.intent);
  };

  const pointer = usePointerDrag(stateRef, apply, layout, gridRef, svgRef, squares);

  // A board standing upright starts its cursor on the square it shows top left.
  useEffect(() => {
    if (!standsUpright(gridRef.current)) return;
    const next = uprightStart(stateRef.current);
    if (next === stateRef.current) return;
    stateRef.current = next;
    setHeld(next);
  }, []);

  const onClick = (e: JSX.TargetedMouseEvent<HTMLDivElement>): void => {
    const cell = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-square]') : null;
    const sq = cell?.dataset.square;
    if (sq !== undefined && props.onSquare !== undefined) props.onSquare(sq);
  };

  const onKeyDown = useBoardKeys(stateRef, apply, gridRef, props.onSquare);

  const interactive = config.interactive;
  const dests = destinationsOf(state);
  const dragging = state.drag !== null && pointer.dragPoint !== null;

  return (
    <div
      class={`pyb pyb--${game}${dragging ? ' pyb--dragging' : ''}`}
      data-game={game}
      data-position={position}
      data-orientation={config.orientation}
    >
      <div class="pyb-stage" style={stageStyle(layout)}>
        <BoardArt
          game={game}
          state={state}
          layout={layout}
          pieces={keysRef.current.keys}
          dragPoint={pointer.dragPoint}
          instant={pointer.instant}
          svgRef={svgRef}
        />
        <div
          ref={gridRef}
          role={editing ? 'group' : 'grid'}
          class="pyb-grid"
          style={gridStyle(layout, dims)}
          aria-label={props.label ?? strings.label[game]}
          aria-description={props.help ?? strings.help}
          onKeyDown={onKeyDown}
          onClick={editing ? onClick : undefined}
          {...pointer.handlers}
        >
          {displayRows(dims, config.orientation).map((row) => (
            <div role={editing ? 'none' : 'row'} class="pyb-row" key={row[0]}>
              {row.map((sq) => {
                const content = contentAt(config, sq);
                const grab = interactive && isFaceUp(content);
                const dest = dests.includes(sq);
                const target = interactive && (dest || config.revealable.has(sq));
                return (
                  <div
                    key={sq}
                    role={editing ? 'button' : 'gridcell'}
                    class={`pyb-cell${grab ? ' pyb-cell--grab' : ''}${target || editing ? ' pyb-cell--target' : ''}`}
                    tabIndex={sq === state.cursor ? 0 : -1}
                    data-square={sq}
                    data-piece={content}
                    data-target={props.goals?.has(sq) === true ? 'goal' : dest ? '' : undefined}
                    aria-pressed={
                      editing && props.pressed !== undefined ? (props.pressed.has(sq) ? 'true' : 'false') : undefined
                    }
                    aria-label={squareLabel(game, state, sq, strings)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p class="pyb-status" aria-live="polite" aria-atomic="true">
        <span key={props.announcementId ?? 0}>
          {props.announcement ?? ''}
          {props.announcementSpoken !== undefined && (
            <span class="visually-hidden">{` ${props.announcementSpoken}`}</span>
          )}
        </span>
      </p>
      <p class="pyb-sr-only" aria-live="polite" aria-atomic="true">
        {ownMessage}
      </p>
    </div>
  );
}

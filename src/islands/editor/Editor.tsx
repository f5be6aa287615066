/**
 * The position editor (issue 15): a palette of pieces (a radio group), the shared board in edit mode
 * (every square a button: click, Enter or Space places the chosen piece, the same piece again
 * takes it off; drag a piece on the board to move it, or from the palette to place it), the side to
 * move, the clock, the move number and (Banqi) the face-down pool. The engine's parser judges the
 * position live and its refusal is shown translated. The position lives in the URL (?position=),
 * and "play from here" opens the play page on it.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { squareName, parseSquareName } from '../../board/geometry';
import { contentName } from '../../board/names';
import type { SquareContents } from '../../board/position';
import type { PositionProblem } from '../../engine/core/game-rules';
import {
  draftText,
  faceDownCount,
  judgeDraft,
  moveContent,
  place,
  poolOfTheRest,
  put,
  poolTotal,
  readDraft,
  setPoolCount,
  emptyDraft,
  type Draft,
} from '../../editor/draft';
import { fieldKey, reasonKey, turnKey } from '../../editor/keys';
import type { EditorSpec } from '../../editor/spec';
import { formatMessage } from '../../i18n/format';
import { Later, useHydrationPass } from '../../hydration/Later';
import type { Locale } from '../../i18n/locales';
import { linkedPosition } from '../../editor/link';
import { positionLink } from '../../play/url';
import Board from '../Board';
import { PieceIcon } from '../board/PieceIcon';
import { usePageStrings } from '../usePageStrings';
import '../../styles/editor.css';

export interface EditorPageProps {
  lang: Locale;
  /** The game's play page ('/pt/banqi/play/'): "play from here" opens it with ?position=. */
  playPath: string;
}

const EMPTY = '';

/** A whole number of zero or more typed in a number field, or null. */
function readCount(typed: string): number | null {
  const n = Number(typed);
  return typed !== '' && Number.isInteger(n) && n >= 0 ? n : null;
}

function startDraft<P>(spec: EditorSpec<P>): Draft {
  const start = readDraft(spec, spec.rules.startText);
  return start.ok ? start.value : emptyDraft(spec);
}

export function Editor<P>({ spec, lang, playPath }: EditorPageProps & { spec: EditorSpec<P> }) {
  const { strings, board } = usePageStrings(lang);
  // The board hydrates a task after the palette and fields (one long task otherwise on a slowed phone).
  const hydrating = useHydrationPass();
  const s = (key: string, vars?: Record<string, string | number>): string =>
    formatMessage(strings[key] ?? key, vars ?? {});
  const [draft, setDraft] = useState<Draft>(() => startDraft(spec));
  const [tool, setTool] = useState<string>(spec.palette[0] ?? EMPTY);
  const [loadProblem, setLoadProblem] = useState<PositionProblem | null>(null);
  const [notice, setNotice] = useState({ text: '', id: 0 });
  const [pageUrl, setPageUrl] = useState('');
  const loaded = useRef(false);
  const boardRef = useRef<HTMLDivElement>(null);
  const dragFrom = useRef<string | null>(null);
  const dragged = useRef(false);

  const text = draftText(spec, draft);
  const verdict = useMemo(() => judgeDraft(spec, draft), [spec, draft]);
  const { files } = spec.dims;
  const indexOf = (sq: string): number => {
    const c = parseSquareName(spec.dims, sq);
    return c === undefined ? -1 : c.rank * files + c.file;
  };
  const squares = useMemo(() => {
    const out: Record<string, string> = {};
    draft.cells.forEach((c, i) => {
      if (c !== EMPTY) out[squareName(i % files, Math.floor(i / files))] = c;
    });
    return out as SquareContents;
  }, [draft, files]);

  // The link's position, once, after the server HTML (which shows the standard start) hydrates.
  useEffect(() => {
    const given = linkedPosition(location.search);
    if (given !== null) {
      const read = readDraft(spec, given);
      if (read.ok) setDraft(read.value);
      else setLoadProblem(read.error);
    }
    loaded.current = true;
  }, [spec]);

  // The address follows the position, so a reload or a copied address keeps it.
  useEffect(() => {
    if (!loaded.current) return;
    const url = positionLink(location.pathname, text) + location.hash;
    history.replaceState(history.state, '', url);
    setPageUrl(new URL(url, location.href).href);
  }, [text]);

  const announce = (message: string): void => setNotice((n) => ({ text: message, id: n.id + 1 }));
  const edit = (next: Draft): void => setDraft(next);
  const name = (content: string): string =>
    content === EMPTY ? s('editor.palette.empty') : contentName(spec.game, board, content);

  const putOn = (sq: string, content: string, toggle: boolean): void => {
    const index = indexOf(sq);
    if (index < 0) return;
    const next = toggle ? place(draft, index, content) : put(draft, index, content);
    const after = next.cells[index] ?? EMPTY;
    edit(next);
    announce(
      after === EMPTY
        ? s('editor.announce.cleared', { square: sq })
        : s('editor.announce.placed', { square: sq, piece: name(after) }),
    );
  };

  const onSquare = (sq: string): void => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    putOn(sq, tool, true);
  };

  const squareAt = (x: number, y: number): string | null => {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-square]');
    return el !== null && el !== undefined && boardRef.current?.contains(el) ? (el.dataset.square ?? null) : null;
  };

  // Drag a piece on the board to another square.
  const onBoardDown = (e: JSX.TargetedPointerEvent<HTMLDivElement>): void => {
    const sq = squareAt(e.clientX, e.clientY);
    dragFrom.current = sq !== null && (draft.cells[indexOf(sq)] ?? EMPTY) !== EMPTY ? sq : null;
  };
  const onBoardUp = (e: JSX.TargetedPointerEvent<HTMLDivElement>): void => {
    const from = dragFrom.current;
    dragFrom.current = null;
    const to = squareAt(e.clientX, e.clientY);
    if (from === null || to === null || to === from) return;
    dragged.current = true;
    window.setTimeout(() => (dragged.current = false), 0);
    const piece = draft.cells[indexOf(from)] ?? EMPTY;
    edit(moveContent(draft, indexOf(from), indexOf(to)));
    announce(s('editor.announce.placed', { square: to, piece: name(piece) }));
  };

  // Drag a piece from the palette onto the board.
  const onPaletteDown = (content: string, e: JSX.TargetedPointerEvent<HTMLElement>): void => {
    if (e.button !== 0) return;
    setTool(content);
    const up = (ev: PointerEvent): void => {
      const to = squareAt(ev.clientX, ev.clientY);
      if (to !== null) {
        dragged.current = true;
        window.setTimeout(() => (dragged.current = false), 0);
        putOn(to, content, false);
      }
    };
    window.addEventListener('pointerup', up, { once: true });
  };

  const play = verdict.ok ? positionLink(playPath, text) : null;
  const problem = verdict.ok ? null : verdict.error;
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      announce(s('editor.copied'));
    } catch {
      announce(s('editor.copyFailed'));
    }
  };
  const numberInput = (value: number, min: number, max: number, set: (n: number) => void) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min,
    max,
    value: String(value),
    // The draft follows the field as it is typed, so a render that comes in between (the address
    // following an earlier edit) cannot put the old number back before the field is left.
    onInput: (e: JSX.TargetedEvent<HTMLInputElement>) => {
      const n = readCount(e.currentTarget.value);
      if (n !== null && n !== value) set(n);
    },
    // Left unreadable (empty, negative, a fraction): the field shows the draft's number again.
    onChange: (e: JSX.TargetedEvent<HTMLInputElement>) => {
      if (readCount(e.currentTarget.value) === null) e.currentTarget.value = String(value);
    },
  });
  const id = `editor-${spec.game}`;

  return (
    <div class="editor" data-game={spec.game} data-ready={pageUrl === '' ? 'false' : 'true'}>
      {loadProblem !== null && (
        <p class="editor-load-error" role="alert" data-reason={loadProblem.reason}>
          {s('editor.loadError', { field: s(fieldKey(loadProblem.field)), reason: s(reasonKey(loadProblem.reason)) })}
        </p>
      )}
      <div class="editor-layout">
        <fieldset class="editor-palette">
          <legend>{s('editor.palette')}</legend>
          {[...spec.palette, EMPTY].map((content) => (
            <label
              key={content}
              class="editor-tool"
              title={name(content)}
              onPointerDown={(e) => onPaletteDown(content, e)}
            >
              <input
                type="radio"
                name={`${id}-tool`}
                value={content}
                data-piece={content}
                checked={tool === content}
                onChange={() => setTool(content)}
              />
              {content === EMPTY ? (
                <span class="editor-eraser" aria-hidden="true" />
              ) : (
                <PieceIcon game={spec.game} content={content} />
              )}
              <span class="visually-hidden">{name(content)}</span>
            </label>
          ))}
        </fieldset>
        <Later defer={hydrating}>
          <div class="editor-board" ref={boardRef} onPointerDown={onBoardDown} onPointerUp={onBoardUp}>
            <Board
              game={spec.game}
              position={text}
              squares={squares}
              strings={board}
              help={s('editor.boardHelp')}
              announcement={notice.text}
              announcementId={notice.id}
              onSquare={onSquare}
            />
          </div>
        </Later>
      </div>
      <p
        class="editor-verdict"
        role="status"
        data-state={problem === null ? 'valid' : 'invalid'}
        data-reason={problem?.reason}
      >
        {problem === null
          ? s('editor.valid')
          : s('editor.invalid', { field: s(fieldKey(problem.field)), reason: s(reasonKey(problem.reason)) })}
      </p>
      <div class="editor-fields">
        <fieldset class="editor-turn">
          <legend>{s('editor.turn')}</legend>
          {spec.turns.map((t) => (
            <label key={t}>
              <input
                type="radio"
                name={`${id}-turn`}
                value={t}
                checked={draft.turn === t}
                onChange={() => edit({ ...draft, turn: t })}
              />{' '}
              {s(turnKey(spec.game, t))}
            </label>
          ))}
        </fieldset>
        <label class="editor-number">
          {s('editor.clock')}
          <input
            {...numberInput(draft.clock, 0, spec.rules.clockLimit, (clock) => edit({ ...draft, clock }))}
            data-field="clock"
          />
        </label>
        <label class="editor-number">
          {s('editor.moveNumber')}
          <input
            {...numberInput(draft.moveNumber, 1, 9999, (moveNumber) => edit({ ...draft, moveNumber }))}
            data-field="move-number"
          />
        </label>
      </div>
      {spec.fullSet !== null && (
        <fieldset class="editor-pool">
          <legend>{s('editor.pool')}</legend>
          <p class="editor-pool-summary">
            {s('editor.pool.summary', { faceDown: faceDownCount(draft), pool: poolTotal(draft) })}
          </p>
          <div class="editor-pool-counts">
            {Object.entries(spec.fullSet).map(([letter, full]) => (
              <label key={letter} class="editor-pool-count">
                <PieceIcon game={spec.game} content={letter} />
                <span class="visually-hidden">{name(letter)}</span>
                <input
                  {...numberInput(draft.pool[letter] ?? 0, 0, full, (n) => edit(setPoolCount(spec, draft, letter, n)))}
                  data-pool={letter}
                />
              </label>
            ))}
          </div>
          <button type="button" class="button" data-action="fill-pool" onClick={() => edit(poolOfTheRest(spec, draft))}>
            {s('editor.pool.fill')}
          </button>
        </fieldset>
      )}
      <div class="editor-actions">
        <button type="button" class="button" data-action="clear" onClick={() => edit(emptyDraft(spec))}>
          {s('editor.clear')}
        </button>
        <button type="button" class="button" data-action="start-position" onClick={() => edit(startDraft(spec))}>
          {s('editor.start')}
        </button>
        <button type="button" class="button" data-action="copy-link" onClick={() => void copy()}>
          {s('editor.copyLink')}
        </button>
        {play !== null ? (
          <a class="button primary" data-action="play" href={play}>
            {s('editor.play')}
          </a>
        ) : (
          <a class="button primary" data-action="play" aria-disabled="true" role="link">
            {s('editor.play')}
          </a>
        )}
      </div>
      <div class="editor-texts">
        <label>
          {s('editor.notation')}
          <input
            type="text"
            spellcheck={false}
            autoComplete="off"
            value={text}
            data-field="notation"
            onChange={(e) => {
              const read = readDraft(spec, e.currentTarget.value.trim());
              setLoadProblem(read.ok ? null : read.error);
              if (read.ok) edit(read.value);
            }}
          />
        </label>
        <label>
          {s('editor.link')}
          <input type="text" readOnly value={pageUrl} data-field="link" />
        </label>
      </div>
    </div>
  );
}

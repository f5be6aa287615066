/**
 * The position editor (issue 15): a palette of pieces (a radio group), the shared board in edit mode
 * (every square a button: click, Enter or Space places the chosen piece, the same piece again
 * takes it off; drag a piece on the board to move it, or from the palette to place it), the side to
 * move, the clock, the move number and (Banqi) the face-down pool. The engine's parser judges the
 * position live and its refusal is shown translated. The position lives in the URL (?position=),
 * and "play from here" opens the play page on it.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { copyText } from '../copy-text';
import { squareName, parseSquareName } from '../../board/geometry';
import { contentName } from '../../board/names';
import type { SquareContents } from '../../board/position';
import type { PositionProblem } from '../../engine/core/game-rules';
import { draftText, judgeDraft, moveContent, place, put, readDraft, emptyDraft, type Draft } from '../../editor/draft';
import { fieldKey, reasonKey, turnKey } from '../../editor/keys';
import type { EditorSpec } from '../../editor/spec';
import { formatMessage } from '../../i18n/format';
import { Later, useHydrationPass } from '../../hydration/Later';
import type { Locale } from '../../i18n/locales';
import { positionLink } from '../../play/url';
import Board from '../Board';
import { numberInput } from './number-field';
import { EMPTY, Palette } from './Palette';
import { PoolFields } from './PoolFields';
import { useDraftLink } from './useDraftLink';
import { useEditorDrag } from './useEditorDrag';
import { usePageStrings } from '../usePageStrings';
import '../../styles/editor.css';

export interface EditorPageProps {
  lang: Locale;
  /** The game's play page ('/pt/banqi/play/'): "play from here" opens it with ?position=. */
  playPath: string;
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
  const boardRef = useRef<HTMLDivElement>(null);
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

  const pageUrl = useDraftLink(spec, text, setDraft, setLoadProblem);

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

  const drag = useEditorDrag(boardRef, {
    contentOn: (sq) => draft.cells[indexOf(sq)] ?? EMPTY,
    move: (from, to) => {
      const piece = draft.cells[indexOf(from)] ?? EMPTY;
      edit(moveContent(draft, indexOf(from), indexOf(to)));
      announce(s('editor.announce.placed', { square: to, piece: name(piece) }));
    },
    place: (to, content) => putOn(to, content, false),
    choose: setTool,
  });
  const onSquare = (sq: string): void => {
    if (!drag.endsDrag()) putOn(sq, tool, true);
  };

  const play = verdict.ok ? positionLink(playPath, text) : null;
  const problem = verdict.ok ? null : verdict.error;
  const copy = async (): Promise<void> => {
    announce(s((await copyText(pageUrl)) ? 'editor.copied' : 'editor.copyFailed'));
  };
  const id = `editor-${spec.game}`;

  return (
    <div class="editor" data-game={spec.game} data-ready={pageUrl === '' ? 'false' : 'true'}>
      {loadProblem !== null && (
        <p class="editor-load-error" role="alert" data-reason={loadProblem.reason}>
          {s('editor.loadError', { field: s(fieldKey(loadProblem.field)), reason: s(reasonKey(loadProblem.reason)) })}
        </p>
      )}
      <div class="editor-layout">
        <Palette
          game={spec.game}
          name={`${id}-tool`}
          legend={s('editor.palette')}
          contents={spec.palette}
          tool={tool}
          nameOf={name}
          onChoose={setTool}
          onPress={drag.onPaletteDown}
        />
        <Later defer={hydrating}>
          <div class="editor-board" ref={boardRef} onPointerDown={drag.onBoardDown} onPointerUp={drag.onBoardUp}>
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
        <PoolFields spec={spec} fullSet={spec.fullSet} draft={draft} edit={edit} s={s} nameOf={name} />
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

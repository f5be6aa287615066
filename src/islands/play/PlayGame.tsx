/**
 * The play page for one game: the board, status bar, controls, move list and captured pieces over
 * the framework-free controller (src/play). The page is the referee (it holds the Banqi deal); the
 * AI runs in a Web Worker and gets the public position in notation only.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { moveAnnouncement, revealAnnouncement } from '../../board/names';
import { assertNever } from '../../engine/core/result';
import type { Locale } from '../../i18n/locales';
import type { Intent } from '../../board/types';
import {
  agreeDraw,
  aiRequest,
  canUndo,
  currentPosition,
  explainAttempt,
  flip,
  humanTargets,
  isHumanTurn,
  hasOutcome,
  moveRows,
  newGame,
  outcome,
  play,
  positionAfter,
  resign,
  seatColour,
  statusView,
  undo,
} from '../../play/controller';
import { outcomeMessages, refusalMessage, type Message } from '../../play/keys';
import type { PlayRules } from '../../play/rules';
import { saveKey, serialize } from '../../play/save';
import { gameFromLink, startup } from '../../play/startup';
import { exportRecord, importRecord } from '../../play/record-file';
import { recordErrorMessage } from '../../play/record-keys';
import type { GameState, Ply, Seat } from '../../play/types';
import { positionLink } from '../../play/url';
import { AiClient } from './ai-client';
import { CapturedTray } from './CapturedTray';
import { InviteButton } from '../room/InviteButton';
import { GameControls, type DrawOffer } from './GameControls';
import { MoveList } from './MoveList';
import { RecordPanel, type PanelKind } from './RecordPanel';
import { LinkQuestion } from './LinkQuestion';
import { NewGameDialog, type NewGameChoice } from './NewGameDialog';
import { PureBoard } from './PureBoard';
import { StatusBar } from './StatusBar';
import { randomSeed, readStored, writeStored } from './storage';
import { tr } from './text';
import { usePageStrings } from '../usePageStrings';
import { Later, useHydrationPass } from '../../hydration/Later';
import '../../styles/play.css';

export interface PlayPageProps {
  /** The page's language: the strings (play.*, the game's refusal and status codes, the board's) come from its registry. */
  lang: Locale;
  /** This page's path, e.g. '/pt/banqi/play/', for the copied link. */
  pagePath: string;
}

/** Time budget per AI move (each level uses its share of it; level 4 all of it). */
const AI_TIME_MS = 1000;
/** The AI's reply is shown no sooner than this after the reader's move, so the reader sees it arrive. */
const MIN_THINK_MS = 350;

interface Notice {
  readonly id: number;
  readonly tone: 'info' | 'error';
  readonly text: string;
}

let noticeIds = 0;

const NO_MOVES: ReadonlyMap<string, readonly string[]> = new Map();
const NO_REVEALS: ReadonlySet<string> = new Set();

/** Same game and same moment in it (the view, e.g. a flipped board, may differ). */
const sameMoment = <P,>(a: GameState<P>, b: GameState<P>): boolean =>
  a.plies === b.plies && a.ending === b.ending && a.start === b.start && a.setup === b.setup;

export function PlayGame<P>({ rules, lang, pagePath }: PlayPageProps & { rules: PlayRules<P> }) {
  const { strings, board } = usePageStrings(lang);
  // The board, then the move list and captures, hydrate each a task after the rest (one long task otherwise).
  const hydrating = useHydrationPass();
  const game = rules.game;
  // The server renders a fixed standard game; the browser replaces it on mount (save, link or a fresh deal).
  const [state, setState] = useState<GameState<P>>(() =>
    newGame(rules, { setup: { mode: 'ai', level: 2, human: 'first' }, seed: 0 }),
  );
  const [ready, setReady] = useState(false);
  const [thinking, setThinking] = useState(false);
  const [aiFailed, setAiFailed] = useState(false);
  const [said, setSaid] = useState({ text: '', id: 0 });
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [draw, setDraw] = useState<DrawOffer>(null);
  const drawRef = useRef<DrawOffer>(null);
  drawRef.current = draw;
  const [confirmingResign, setConfirmingResign] = useState(false);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** The ply whose position is viewed (0: the start), null for the live game. */
  const [viewed, setViewed] = useState<number | null>(null);
  /** A link's position held back while an unfinished saved game is on the board. */
  const [pendingLink, setPendingLink] = useState<P | null>(null);
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  /** Whether the board asked for something (a move, a reveal, a refusal) during the current press. */
  const intentSeen = useRef(false);
  /** The square of the press in progress (the board captures the pointer, so the release may name none). */
  const pressed = useRef<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const aiRef = useRef<AiClient | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const ai = (): AiClient => (aiRef.current ??= new AiClient());
  const t = (m: Message | string): string => tr(strings, m);
  const announce = (text: string): void => setSaid((s) => ({ text, id: s.id + 1 }));
  const notify = (tone: Notice['tone'], lines: readonly (Message | string)[]): void =>
    setNotices((n) => [...n, { id: ++noticeIds, tone, text: lines.map(t).join(' ') }]);

  // Mount: restore the save or start from the link; drop ?position= so a reload restores the game.
  useEffect(() => {
    const start = startup(rules, window.location.search, readStored(saveKey(game)), {
      seed: randomSeed(),
    });
    setState(start.state);
    setPendingLink(start.pendingLink);
    for (const n of start.notices) notify(n.tone, n.lines);
    if (start.consumedParam) {
      const url = new URL(window.location.href);
      url.searchParams.delete('position');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    setReady(true);
    return () => aiRef.current?.dispose();
  }, []);

  // Saved in the same task that draws the move, so no move is on screen that a closed tab would lose.
  useLayoutEffect(() => {
    if (ready) writeStored(saveKey(game), serialize(rules, state));
  }, [state, ready]);

  // A view past the end of the game (after an undo) goes back to the live position.
  useEffect(() => {
    if (viewed !== null && viewed > state.plies.length) setViewed(null);
  }, [state.plies]);

  const plyText = (ply: Ply<P>): string =>
    ply.kind === 'reveal'
      ? revealAnnouncement(game, board, ply.to, ply.piece)
      : moveAnnouncement(game, board, { from: ply.from, to: ply.to, piece: ply.piece, captured: ply.captured });

  /** The announcement after an action: what happened, and the result if the game just ended. */
  const afterText = (next: GameState<P>, lead: string): string => {
    const over = outcome(rules, next);
    const view = statusView(rules, next);
    const lines = over === null ? [lead] : [lead, ...outcomeMessages(game, over, view.humanSeat).map(t)];
    return lines.filter((line) => line !== '').join(' ');
  };

  // The AI's turn: answer a pending draw offer first, then ask for a move; play it if the game is still where it was.
  useEffect(() => {
    if (!ready || aiFailed || state.setup.mode !== 'ai') return;
    const request = aiRequest(rules, state);
    if (request === null) return;
    const asked = state;
    const base = { game, position: request.position, level: state.setup.level, timeMs: AI_TIME_MS, seed: request.seed };
    const began = performance.now();
    let live = true;
    const current = (): boolean => live && sameMoment(stateRef.current, asked);
    setThinking(true);
    void (async () => {
      let lead = '';
      if (drawRef.current === 'pending') {
        setDraw('asking');
        const answer = await ai().ask({ ...base, kind: 'draw' });
        if (!current()) return;
        setDraw(null);
        if (answer.accepts === true) {
          setThinking(false);
          const next = agreeDraw(rules, stateRef.current);
          setState(next);
          announce(afterText(next, t('play.draw.accepted')));
          return;
        }
        // Said together with the AI's move below, so that one announcement does not cut off the other.
        lead = t('play.draw.declined');
      }
      const reply = await ai().ask({ ...base, kind: 'move' });
      await new Promise((r) => window.setTimeout(r, Math.max(0, MIN_THINK_MS - (performance.now() - began))));
      if (!current()) return;
      setThinking(false);
      const played = reply.move === null ? null : play(rules, stateRef.current, reply.move, 'ai');
      if (played === null || !played.ok) {
        setAiFailed(true);
        announce([lead, t('play.ai.error')].join(' ').trim());
        return;
      }
      setState(played.value);
      const moved = t({ key: 'play.ai.moved', vars: { move: plyText(played.value.plies.at(-1)!) } });
      announce(afterText(played.value, [lead, moved].join(' ').trim()));
    })();
    return () => {
      live = false;
      setThinking(false);
      if (aiRef.current?.busy) aiRef.current.cancel();
    };
  }, [state.plies, state.ending, state.start, state.setup, ready, aiFailed]);

  const position = useMemo(() => rules.format(currentPosition(state)), [state]);
  const humanToMove = isHumanTurn(rules, state);
  // Kept while the position and the mover are the same (a new state object alone, such as the game restored
  // at mount, must not redraw the board: issue 16, that redraw was about a quarter of the play page's blocking time).
  const targets = useMemo(() => humanTargets(rules, state), [position, humanToMove]);
  const shownPosition = useMemo(
    () => (viewed === null ? position : rules.format(positionAfter(state, viewed))),
    [state, viewed, position],
  );
  const view = useMemo(() => statusView(rules, state), [state]);
  const captured = useMemo(() => rules.captured(currentPosition(state)), [position]);
  const last = viewed === null ? state.plies.at(-1) : viewed === 0 ? undefined : state.plies[viewed - 1];
  const lastMove = useMemo(() => (last === undefined ? null : { from: last.from, to: last.to }), [last]);
  const over = hasOutcome(rules, state);

  const act = (text: string): void => {
    if (!ready || viewed !== null) return;
    const r = play(rules, stateRef.current, text, 'human');
    if (!r.ok) {
      announce(t(refusal(r.error.code === 'not-your-turn' ? 'not-your-turn' : r.error.reason)));
      return;
    }
    setState(r.value);
    if (draw === 'offered') setDraw(null);
    setConfirmingResign(false);
    announce(afterText(r.value, plyText(r.value.plies.at(-1)!)));
  };

  /** A refusal's text: the engine's reason, translated (a code without a translation gets the generic one). */
  const refusal = (code: string): Message => {
    const m = refusalMessage(game, code);
    return strings[m.key] === undefined ? { key: 'play.refused' } : m;
  };

  const handleIntent = (intent: Intent): void => {
    intentSeen.current = true;
    switch (intent.kind) {
      case 'reveal':
        act(intent.square + intent.square);
        return;
      case 'move':
        act(intent.from + intent.to);
        return;
      case 'illegal': {
        const code = explainAttempt(rules, stateRef.current, intent.from, intent.to);
        if (code === 'legal') act(intent.from + intent.to);
        else announce(t(refusal(code)));
        return;
      }
      case 'none':
        return;
      default:
        assertNever(intent);
    }
  };

  // A stable handler, so that re-rendering the page (e.g. the thinking indicator) does not redraw the board.
  const intentRef = useRef(handleIntent);
  intentRef.current = handleIntent;
  const onIntent = useCallback((intent: Intent) => intentRef.current(intent), []);

  /** A new press on a square: the last refusal goes (it answered the previous attempt). */
  const onPressStart = (e: Event): void => {
    const sq = e.target instanceof Element ? e.target.closest('[data-square]')?.getAttribute('data-square') : null;
    if (sq === null || sq === undefined) return;
    if (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ') return;
    intentSeen.current = false;
    pressed.current = sq;
    setSaid((s) => (s.text === '' ? s : { text: '', id: s.id + 1 }));
  };

  /**
   * After a press that asked the board for nothing: on a piece the reader may not move, say why
   * (the opponent's piece, the AI's turn, a finished game) instead of staying silent.
   */
  const onPressEnd = (e: Event): void => {
    if (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ') return;
    const sq = pressed.current;
    pressed.current = null;
    if (!ready || viewed !== null || intentSeen.current || sq === null) return;
    const now = stateRef.current;
    const content = rules.contentAt(currentPosition(now), sq);
    if (content === '' || rules.colourOf(content) === null) return;
    if (hasOutcome(rules, now)) announce(t('play.over.hint'));
    else if (!isHumanTurn(rules, now)) announce(t('play.wait'));
    else if (!humanTargets(rules, now).movable.has(sq)) announce(t(refusal('not-your-piece')));
  };

  const focusBoard = (): void => {
    window.requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLElement>('.pyb-grid [tabindex="0"]')?.focus(),
    );
  };

  /** Moves focus to a control of this game (after the current render). */
  const focusControl = (testid: string): void => {
    window.requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLElement>(`[data-testid="${testid}"]`)?.focus(),
    );
  };

  const resetTransient = (): void => {
    aiRef.current?.cancel();
    setAiFailed(false);
    setDraw(null);
    setConfirmingResign(false);
    setManualLink(null);
    setViewed(null);
    setPanel(null);
  };

  const startNew = (choice: NewGameChoice): void => {
    resetTransient();
    setDialogOpen(false);
    setNotices([]);
    const next = newGame(rules, {
      setup: choice.setup,
      start: choice.sameStart ? state.start : undefined,
      seed: randomSeed(),
    });
    setState(next);
    announce(t('play.started'));
    focusBoard();
  };

  const onUndo = (): void => {
    resetTransient();
    setState(undo(stateRef.current));
    announce(t('play.undone'));
    focusBoard();
  };

  const onResignAnswer = (yes: boolean): void => {
    setConfirmingResign(false);
    if (!yes) {
      focusControl('play-resign');
      return;
    }
    focusControl('play-new');
    resetTransient();
    const next = resign(rules, stateRef.current);
    setState(next);
    announce(afterText(next, ''));
  };

  /** Against the AI the offer goes with the reader's next move (the AI answers on its turn); between two people at once. */
  const onOfferDraw = (): void => {
    if (state.setup.mode === 'local') {
      setDraw('offered');
      focusControl('play-draw-accept');
      return;
    }
    setDraw('pending');
    announce(t('play.draw.pending'));
    focusBoard();
  };

  const onDrawAnswer = (accept: boolean): void => {
    setDraw(null);
    focusBoard();
    if (!accept) {
      announce(t('play.draw.declinedLocal'));
      return;
    }
    const next = agreeDraw(rules, stateRef.current);
    setState(next);
    announce(afterText(next, ''));
  };

  const onLinkAnswer = (playLink: boolean): void => {
    const link = pendingLink;
    setPendingLink(null);
    const url = new URL(window.location.href);
    url.searchParams.delete('position');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    if (!playLink || link === null) {
      announce(t('play.link.kept'));
      focusBoard();
      return;
    }
    resetTransient();
    const linked = gameFromLink(rules, link, stateRef.current.setup, { seed: randomSeed() });
    setState(linked.state);
    announce(t(linked.notice));
    focusBoard();
  };

  const onImport = (text: string): void => {
    const r = importRecord(rules, text);
    if (!r.ok) {
      setImportError([t('play.import.error'), t(recordErrorMessage(r.error))].join(' '));
      return;
    }
    resetTransient();
    setImportError(null);
    const now = stateRef.current;
    // Against the AI the reader takes the side to move, so nothing is played for them on arrival.
    const toMove: Seat = r.value.plies.length % 2 === 0 ? 'first' : 'second';
    const setup = now.setup.mode === 'ai' ? { ...now.setup, human: toMove } : now.setup;
    const base = newGame(rules, { setup, start: r.value.start, seed: randomSeed() });
    setState({ ...base, plies: r.value.plies, ending: r.value.ending });
    announce(t({ key: 'play.import.done', vars: { count: r.value.plies.length } }));
    focusBoard();
  };

  const onCopy = (): void => {
    const link = positionLink(new URL(pagePath, window.location.href).href, position);
    const fallback = (): void => {
      setManualLink(link);
      focusControl('play-link');
    };
    if (navigator.clipboard === undefined) return fallback();
    navigator.clipboard.writeText(link).then(() => {
      setManualLink(null);
      announce(t('play.copied'));
    }, fallback);
  };

  return (
    <div class={`play play--${game}`} ref={rootRef} data-ready={ready ? 'true' : 'false'}>
      <div class="play-notices" role="status">
        {notices.map((n) => (
          <div key={n.id} class={`play-notice play-notice--${n.tone}`} data-testid="play-notice">
            <p>{n.text}</p>
            <button
              type="button"
              class="play-button"
              onClick={() => setNotices((all) => all.filter((x) => x.id !== n.id))}
            >
              {t('play.dismiss')}
            </button>
          </div>
        ))}
      </div>
      {pendingLink !== null && <LinkQuestion strings={strings} onAnswer={onLinkAnswer} />}
      <StatusBar game={game} view={view} thinking={thinking} weighingDraw={draw === 'asking'} strings={strings} />
      {viewed !== null && (
        <p class="play-viewing" data-testid="play-viewing">
          <span>
            {viewed === 0
              ? t('play.record.viewingStart')
              : t({ key: 'play.record.viewing', vars: { n: viewed, total: state.plies.length } })}
          </span>
          <button
            type="button"
            class="play-button play-button--primary"
            data-action="live"
            onClick={() => {
              setViewed(null);
              focusBoard();
            }}
          >
            {t('play.action.live')}
          </button>
        </p>
      )}
      <Later defer={hydrating}>
        <div
          class="play-board"
          onPointerDownCapture={onPressStart}
          onKeyDownCapture={onPressStart}
          onPointerUp={onPressEnd}
          onKeyDown={onPressEnd}
        >
          <PureBoard
            game={game}
            position={shownPosition}
            movable={viewed === null ? targets.movable : NO_MOVES}
            revealable={viewed === null ? targets.revealable : NO_REVEALS}
            lastMove={lastMove}
            orientation={state.orientation}
            interactive={viewed === null}
            strings={board}
            announcement={said.text}
            announcementId={said.id}
            onIntent={onIntent}
          />
        </div>
      </Later>
      {aiFailed && !over && (
        <p class="play-question">
          {t('play.ai.error')}{' '}
          <button type="button" class="play-button" onClick={() => setAiFailed(false)}>
            {t('play.ai.retry')}
          </button>
        </p>
      )}
      <GameControls
        strings={strings}
        canUndo={ready && canUndo(state) && draw !== 'asking'}
        canResign={ready && !over && draw !== 'asking'}
        canOfferDraw={ready && !over && draw === null && humanToMove}
        drawPending={draw === 'pending' && !over}
        confirmingResign={confirmingResign}
        draw={draw}
        manualLink={manualLink}
        onNew={() => setDialogOpen(true)}
        onUndo={onUndo}
        onResign={() => {
          setConfirmingResign(true);
          focusControl('play-resign-yes');
        }}
        onResignAnswer={onResignAnswer}
        onOfferDraw={onOfferDraw}
        onDrawAnswer={onDrawAnswer}
        onFlip={() => setState((s) => flip(s))}
        onCopy={onCopy}
        panel={panel}
        onPanel={(kind) => {
          setImportError(null);
          setPanel((open) => (open === kind ? null : kind));
        }}
      />
      {panel !== null && (
        <RecordPanel
          kind={panel}
          strings={strings}
          record={panel === 'export' ? exportRecord(rules, state) : ''}
          error={importError}
          onImport={onImport}
          onCopied={() => announce(t('play.export.copied'))}
          onClose={() => {
            setPanel(null);
            setImportError(null);
            focusControl(`play-${panel}`);
          }}
        />
      )}
      <InviteButton game={game} start={over ? null : position} pagePath={pagePath} strings={strings} />
      <Later defer={hydrating}>
        <div class="play-side">
          <MoveList
            game={game}
            rows={moveRows(state)}
            strings={strings}
            board={board}
            viewed={viewed}
            onView={(n) => setViewed(n === state.plies.length ? null : n)}
          />
          <CapturedTray game={game} captured={captured} board={board} strings={strings} />
        </div>
      </Later>
      <NewGameDialog
        game={game}
        open={dialogOpen}
        setup={state.setup}
        firstColour={seatColour(rules, state, 'first')}
        customStart={!rules.isStandardStart(state.start)}
        strings={strings}
        onStart={startNew}
        onClose={() => setDialogOpen(false)}
      />
    </div>
  );
}

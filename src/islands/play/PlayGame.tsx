/**
 * The play page for one game: the game screen (../game/GameScreen) composed with the play page's hooks (the
 * saved game, the AI opponent, the record panel, replay links, notices, press hints: ./use*.ts). The page is
 * the referee (it holds the Banqi deal); the AI runs in a Web Worker and gets the public position only.
 */
import { useMemo } from 'preact/hooks';
import { LOCALE_TAGS, type Locale } from '../../i18n/locales';
import {
  canUndo,
  currentPosition,
  explainAttempt,
  flip,
  hasOutcome,
  humanTargets,
  isHumanTurn,
  newGame,
  outcome,
  play,
  seatColour,
  statusView,
  undo,
} from '../../play/controller';
import { outcomeMessages, type Message } from '../../play/keys';
import type { PlayRules } from '../../play/rules';
import type { GameState, Ply } from '../../play/types';
import { useHydrationPass } from '../../hydration/Later';
import { NO_TARGETS } from '../game/GameBoard';
import { GameScreen } from '../game/GameScreen';
import { useBoardIntents } from '../game/board-intents';
import { plyText as sayPly, refusalFor } from '../game/game-text';
import { useAnnouncer } from '../game/useAnnouncer';
import { InviteButton } from '../room/InviteButton';
import { ReviewLink } from '../review/ReviewLink';
import { usePageStrings } from '../usePageStrings';
import { focusLater } from './focus-later';
import { GameControls } from './GameControls';
import { LinkQuestion } from './LinkQuestion';
import { NewGameDialog, type NewGameChoice } from './NewGameDialog';
import { Notices, useNotices } from './Notices';
import { RecordPanel } from './RecordPanel';
import { StatusBar } from './StatusBar';
import { ViewingBar } from './ViewingBar';
import { randomSeed } from './storage';
import { tr } from './text';
import { AiRetry } from './AiRetry';
import { useAiOpponent } from './useAiOpponent';
import { usePlayDialogs } from './usePlayDialogs';
import { usePressHints } from './usePressHints';
import { useRecordPanel } from './useRecordPanel';
import { useReplayLink } from './useReplayLink';
import { useSavedGame } from './useSavedGame';
import { useViewedPly } from './useViewedPly';
import '../../styles/play.css';

export interface PlayPageProps {
  /** The page's language: the strings (play.*, the game's refusal and status codes, the board's) come from its registry. */
  lang: Locale;
  /** This page's path, e.g. '/pt/banqi/play/', for the copied link. */
  pagePath: string;
}

export function PlayGame<P>({ rules, lang, pagePath }: PlayPageProps & { rules: PlayRules<P> }) {
  const texts = usePageStrings(lang);
  const { strings, board } = texts;
  const hydrating = useHydrationPass(); // board, then move list: each hydrates a task after the rest (GameScreen)
  const game = rules.game;
  const t = (m: Message | string): string => tr(strings, m, LOCALE_TAGS[lang]);
  const { said, announce, hush } = useAnnouncer();
  const { notices, notify, dismiss, clear } = useNotices();
  const say = (tone: 'info' | 'error', lines: readonly Message[]): void => notify(tone, lines.map(t).join(' '));
  const saved = useSavedGame(rules, say);
  const { state, setState, stateRef, ready } = saved;
  const record = useRecordPanel(rules, t, {
    focus: (testid) => focus(testid),
    load: (next, count) => replace(next, { key: 'play.import.done', vars: { count } }),
  });
  const plyText = (ply: Ply<P>): string => sayPly(game, board, ply);

  /** Says an action's text, and the result if the game just ended (heard, not shown: the status shows it). */
  const sayAfter = (next: GameState<P>, lead: string): void => {
    const over = outcome(rules, next);
    const result = over === null ? [] : outcomeMessages(game, over, statusView(rules, next).humanSeat).map(t);
    announce(lead, result.length === 0 ? undefined : result.join(' '));
  };
  const ai = useAiOpponent({ rules, state, stateRef, setState, ready, t, sayAfter, announce, plyText });

  const position = useMemo(() => rules.format(currentPosition(state)), [state]);
  const humanToMove = isHumanTurn(rules, state);
  // Kept while the position and the mover are the same (a new state object alone, such as the game restored
  // at mount, must not redraw the board: issue 16, that redraw was about a quarter of the play page's blocking time).
  const targets = useMemo(() => humanTargets(rules, state), [position, humanToMove]);
  const shown = useViewedPly(rules, state, position);
  const viewed = shown.viewed;
  const view = useMemo(() => statusView(rules, state), [state]);
  const over = hasOutcome(rules, state);
  const draw = ai.draw;

  const act = (text: string): void => {
    if (!ready || viewed !== null) return;
    const r = play(rules, stateRef.current, text, 'human');
    if (!r.ok) {
      announce(t(refusalFor(strings, game, r.error.code === 'not-your-turn' ? 'not-your-turn' : r.error.reason)));
      return;
    }
    setState(r.value);
    if (draw === 'offered') ai.setDraw(null);
    dialogs.reset();
    sayAfter(r.value, plyText(r.value.plies.at(-1)!));
  };

  const hints = usePressHints({
    rules,
    stateRef,
    active: () => ready && viewed === null,
    hint: (m) => (m === null ? hush() : announce(t(m))),
    refusal: (code) => refusalFor(strings, game, code),
  });
  const onIntent = useBoardIntents({
    seen: hints.seen,
    explain: (from, to) => explainAttempt(rules, stateRef.current, from, to),
    play: act,
    refuse: (code) => announce(t(refusalFor(strings, game, code))),
  });
  const focus = (testid?: string): void => focusLater(game, testid);

  /** A new state: stops what was under way (AI, offer, question, record view), says `notice`, focuses `focusOn`. */
  const replace = (next: GameState<P>, notice?: Message | string, focusOn?: string): void => {
    ai.reset();
    dialogs.reset();
    shown.view(null);
    record.close();
    setState(next);
    if (notice !== undefined) announce(t(notice));
    focus(focusOn);
  };
  const dialogs = usePlayDialogs({
    rules,
    stateRef,
    setState,
    replace,
    setDraw: ai.setDraw,
    announce,
    sayAfter,
    t,
    focusLater: focus,
  });
  useReplayLink({ rules, saved, load: (next) => replace(next), clear, notify: say });

  const startNew = (choice: NewGameChoice): void => {
    dialogs.setNewOpen(false);
    clear();
    const start = choice.sameStart ? state.start : undefined;
    replace(newGame(rules, { setup: choice.setup, start, seed: randomSeed() }), 'play.started');
  };

  return (
    <GameScreen
      rules={rules}
      state={state}
      texts={texts}
      view={{
        position: shown.position,
        targets: viewed === null ? targets : NO_TARGETS,
        last: shown.last,
        orientation: state.orientation,
        interactive: viewed === null,
        said,
        onIntent,
        wrapper: hints.handlers,
      }}
      ready={ready}
      hydrating={hydrating}
      after={<ReviewLink rules={rules} state={state} lang={lang} show={state.plies.length > 0} strings={strings} />}
      viewed={viewed}
      onView={shown.view}
      top={
        <>
          <Notices notices={notices} strings={strings} onDismiss={dismiss} />
          {saved.pendingLink !== null && (
            <LinkQuestion
              strings={strings}
              onAnswer={(yes) => {
                const answer = saved.answerLink(yes);
                if (answer.state !== null) return replace(answer.state, answer.notice);
                announce(t(answer.notice));
                focus();
              }}
            />
          )}
          <StatusBar
            game={game}
            view={view}
            thinking={ai.thinking}
            weighingDraw={draw === 'asking'}
            strings={strings}
          />
          {viewed !== null && (
            <ViewingBar rules={rules} state={state} viewed={viewed} strings={strings} onLive={() => shown.view(null)} />
          )}
        </>
      }
    >
      {ai.failed && !over && <AiRetry strings={strings} onRetry={ai.retry} />}
      <GameControls
        strings={strings}
        canUndo={ready && canUndo(state) && draw !== 'asking'}
        canResign={ready && !over && draw !== 'asking'}
        canOfferDraw={ready && !over && draw === null && humanToMove}
        drawPending={draw === 'pending' && !over}
        confirmingResign={dialogs.confirmingResign}
        draw={draw}
        manualLink={dialogs.manualLink}
        onNew={() => dialogs.setNewOpen(true)}
        onUndo={() => replace(undo(stateRef.current), 'play.undone')}
        onResign={dialogs.askResign}
        onResignAnswer={dialogs.answerResign}
        onOfferDraw={dialogs.offerDraw}
        onDrawAnswer={dialogs.answerDraw}
        onFlip={() => setState(flip(stateRef.current))}
        onCopy={() => dialogs.copyLink(new URL(pagePath, window.location.href).href, position)}
        panel={record.panel}
        onPanel={record.toggle}
      />
      {record.panel !== null && (
        <RecordPanel
          kind={record.panel}
          strings={strings}
          rules={rules}
          state={state}
          pagePath={pagePath}
          error={record.error}
          onImport={(text) => record.load(text, stateRef.current)}
          onCopied={(key) => announce(t(key))}
          onClose={record.dismiss}
        />
      )}
      <InviteButton game={game} start={over ? null : position} pagePath={pagePath} strings={strings} />
      <NewGameDialog
        game={game}
        open={dialogs.newOpen}
        setup={state.setup}
        firstColour={seatColour(rules, state, 'first')}
        customStart={!rules.isStandardStart(state.start)}
        strings={strings}
        onStart={startNew}
        onClose={() => dialogs.setNewOpen(false)}
      />
    </GameScreen>
  );
}

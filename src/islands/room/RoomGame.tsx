/**
 * The room page: a game between two people on the server that referees it. Same board, status,
 * move list and captured pieces as the play page; the reader's seat comes from the token kept in
 * this browser, and `data-your-turn` on the board's wrapper says when the reader may act.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { moveAnnouncement, revealAnnouncement } from '../../board/names';
import type { Intent } from '../../board/types';
import { assertNever } from '../../engine/core/result';
import { currentPosition, moveRows, seatToMove, sideName } from '../../play/controller';
import { refusalMessage, type Message } from '../../play/keys';
import type { PlayRules } from '../../play/rules';
import { otherSeat, type GameState, type Ply, type Seat } from '../../play/types';
import type { Refusal } from '../../server/protocol';
import type { RoomView } from '../../server/room';
import { CapturedTray } from '../play/CapturedTray';
import { MoveList } from '../play/MoveList';
import { PureBoard } from '../play/PureBoard';
import { tr } from '../play/text';
import { usePageStrings } from '../usePageStrings';
import type { Locale } from '../../i18n/locales';
import { openRoom, type Link, type RoomConnection } from './connection';
import { InviteLink } from './InviteLink';
import { RoomControls } from './RoomControls';
import { Elsewhere, RoomUnavailable, SeatReplaced } from './RoomNotices';
import { RoomStatus } from './RoomStatus';
import { isMyTurn, resultMessages, roomIdOf, roomOver, stateOfView } from './room-state';
import '../../styles/play.css';

export interface RoomPageProps {
  /** The page's language: the strings (play.*, room.*, the game's refusal and status codes, the board's) come from its registry. */
  lang: Locale;
}

const NO_TARGETS = { movable: new Map<string, string[]>(), revealable: new Set<string>() };

export function RoomGame<P>({ rules, lang }: RoomPageProps & { rules: PlayRules<P> }) {
  const { strings, board } = usePageStrings(lang);
  const game = rules.game;
  const [view, setView] = useState<RoomView | null>(null);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [link, setLink] = useState<Link>('connecting');
  const [fatal, setFatal] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  const [said, setSaid] = useState({ text: '', id: 0 });
  const [confirmingResign, setConfirmingResign] = useState(false);
  const connection = useRef<RoomConnection | null>(null);
  const seatRef = useRef<Seat | null>(null);
  const t = (m: Message | string): string => tr(strings, m);
  const announce = (text: string): void => setSaid((s) => ({ text, id: s.id + 1 }));

  const state = useMemo<GameState<P> | null>(() => {
    if (view === null) return null;
    const r = stateOfView(rules, view, seat);
    return r.ok ? r.value : null;
  }, [view, seat]);

  const plyText = (ply: Ply<P>): string =>
    ply.kind === 'reveal'
      ? revealAnnouncement(game, board, ply.to, ply.piece)
      : moveAnnouncement(game, board, { from: ply.from, to: ply.to, piece: ply.piece, captured: ply.captured });

  useEffect(() => {
    const room = roomIdOf(window.location);
    if (room === null) {
      setFatal('missing');
      return;
    }
    connection.current = openRoom(room, {
      link: setLink,
      joined(s, v) {
        seatRef.current = s;
        setSeat(s);
        setView(v);
      },
      view: (v) => setView(v),
      fatal: (e) => setFatal(e.code),
      replaced: () => setReplaced(true),
    });
    return () => connection.current?.close();
  }, []);

  // Say what the opponent just did (the reader's own actions are said when they are sent).
  const lastSeen = useRef<string>('');
  useEffect(() => {
    if (state === null || view === null) return;
    const last = state.plies.at(-1);
    const key = `${view.round}:${state.plies.length}`;
    if (lastSeen.current !== '' && key !== lastSeen.current && last !== undefined && last.seat !== seatRef.current)
      announce(t({ key: 'room.opponent.moved', vars: { move: plyText(last) } }));
    lastSeen.current = key;
  }, [state]);

  // The reader's own clock running out: claim it, so the server ends the game (it checks the time itself).
  useEffect(() => {
    if (view?.clock == null || state === null || roomOver(rules, state, view) || view.clock.since === null) return;
    const mover = seatToMove(state);
    const left = view.clock.left[mover] - (view.clock.since === null ? 0 : view.now - view.clock.since);
    const timer = window.setTimeout(() => void connection.current?.act({ type: 'flag' }), Math.max(0, left) + 250);
    return () => window.clearTimeout(timer);
  }, [view, state]);

  const refusalText = (e: Refusal): string => {
    if (e.code === 'illegal' && e.reason !== undefined) {
      const m = refusalMessage(game, e.reason);
      return t(strings[m.key] === undefined ? 'play.refused' : m);
    }
    const key = `room.error.${e.code}`;
    return t(
      strings[key] === undefined ? (e.code === 'connection' ? 'room.connection.lost' : 'room.error.generic') : key,
    );
  };

  const send = (payload: object, said?: string): void => {
    const c = connection.current;
    if (c === null) return;
    void c.act(payload).then((r) => {
      if (!r.ok) announce(refusalText(r.error));
      else if (said !== undefined) announce(said);
    });
  };

  const myTurn = state !== null && view !== null && isMyTurn(rules, state, view, seat);
  const targets = useMemo(
    () => (state !== null && myTurn ? rules.targets(currentPosition(state)) : NO_TARGETS),
    [state, myTurn],
  );

  const handleIntent = (intent: Intent): void => {
    if (state === null) return;
    switch (intent.kind) {
      case 'reveal':
        send({ type: 'play', text: intent.square + intent.square });
        return;
      case 'move':
        send({ type: 'play', text: intent.from + intent.to });
        return;
      case 'illegal': {
        if (!myTurn) return announce(t('room.error.not-your-turn'));
        const code = rules.explain(currentPosition(state), intent.from + intent.to);
        if (code === 'legal') send({ type: 'play', text: intent.from + intent.to });
        else announce(t(refusalMessage(game, code)));
        return;
      }
      case 'none':
        return;
      default:
        assertNever(intent);
    }
  };
  const intentRef = useRef(handleIntent);
  intentRef.current = handleIntent;
  const onIntent = useCallback((intent: Intent) => intentRef.current(intent), []);

  const position = useMemo(() => (state === null ? rules.startText : rules.format(currentPosition(state))), [state]);
  const captured = useMemo(() => (state === null ? [] : rules.captured(currentPosition(state))), [state]);
  const last = state?.plies.at(-1);
  const lastMove = useMemo(() => (last === undefined ? null : { from: last.from, to: last.to }), [last]);

  if (fatal !== null) return <RoomUnavailable game={game} code={fatal} strings={strings} />;
  if (replaced)
    return (
      <SeatReplaced
        game={game}
        strings={strings}
        onTakeBack={() => {
          setReplaced(false);
          connection.current?.takeBack();
        }}
      />
    );

  const over = state !== null && view !== null && roomOver(rules, state, view);
  const opponent = seat === null ? null : otherSeat(seat);
  return (
    <div class={`play play--${game}`} data-ready={view !== null && link === 'open' ? 'true' : 'false'}>
      <p class="play-note" role="status" data-testid="room-link">
        {link === 'connecting' && view === null
          ? t('room.connecting')
          : link === 'lost'
            ? t('room.connection.lost')
            : ''}
      </p>
      {state !== null && view !== null && (
        <RoomStatus
          game={game}
          strings={strings}
          toMove={sideName(rules, state, seatToMove(state))}
          mine={seat === null ? null : sideName(rules, state, seat)}
          myTurn={myTurn}
          seat={seat}
          view={view}
          moverSeat={seatToMove(state)}
          result={resultMessages(rules, state, view, seat)}
          opponentPresent={opponent === null ? null : view.present[opponent]}
          opponentSeated={opponent === null ? null : view.taken[opponent]}
          clock={rules.clock(currentPosition(state))}
          clockLimit={rules.clockLimit}
        />
      )}
      <div class="play-board" data-your-turn={myTurn ? 'true' : 'false'}>
        <PureBoard
          game={game}
          position={position}
          movable={targets.movable}
          revealable={targets.revealable}
          lastMove={lastMove}
          orientation={state?.orientation ?? 'first'}
          strings={board}
          announcement={said.text}
          announcementId={said.id}
          onIntent={onIntent}
        />
      </div>
      {seat !== null && view !== null && !view.taken[otherSeat(seat)] && (
        <section class="play-panel play-invite" data-testid="room-invite">
          <p>{t('room.invite.waiting')}</p>
          <InviteLink url={window.location.href} strings={strings} id="room-invite-link" />
        </section>
      )}
      {seat === null && view !== null && <Elsewhere game={game} strings={strings} />}
      {seat !== null && view !== null && (
        <RoomControls
          strings={strings}
          seat={seat}
          view={view}
          over={over}
          confirmingResign={confirmingResign}
          onResign={() => setConfirmingResign(true)}
          onResignAnswer={(yes) => {
            setConfirmingResign(false);
            if (yes) send({ type: 'resign' });
          }}
          onDraw={(verb) => send({ type: 'draw', verb }, verb === 'offer' ? t('room.draw.sent') : undefined)}
          onRematch={(verb) => send({ type: 'rematch', verb }, verb === 'offer' ? t('room.rematch.sent') : undefined)}
        />
      )}
      <div class="play-side">
        <MoveList game={game} rows={state === null ? [] : moveRows(state)} strings={strings} board={board} />
        <CapturedTray game={game} captured={captured} board={board} strings={strings} />
      </div>
    </div>
  );
}

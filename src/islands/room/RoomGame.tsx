/**
 * The room page: a game between two people on the server that referees it. Same board, status,
 * move list and captured pieces as the play page; the reader's seat comes from the token kept in
 * this browser, and `data-your-turn` on the board's wrapper says when the reader may act.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { currentPosition, seatToMove, sideName } from '../../play/controller';
import type { Message } from '../../play/keys';
import type { PlayRules } from '../../play/rules';
import { otherSeat, type GameState, type Seat } from '../../play/types';
import type { Refusal } from '../../server/protocol';
import type { RoomView } from '../../server/room';
import { NO_TARGETS } from '../game/GameBoard';
import { GameScreen } from '../game/GameScreen';
import { useBoardIntents } from '../game/board-intents';
import { plyText, refusalFor } from '../game/game-text';
import { useAnnouncer } from '../game/useAnnouncer';
import { tr } from '../play/text';
import { usePageStrings } from '../usePageStrings';
import type { Locale } from '../../i18n/locales';
import { openRoom, type Link, type RoomConnection } from './connection';
import { ReviewLink } from '../review/ReviewLink';
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

/** What `explain` answers for an attempt made while the reader may not move. */
const NOT_YOUR_TURN = 'room-not-your-turn';

export function RoomGame<P>({ rules, lang }: RoomPageProps & { rules: PlayRules<P> }) {
  const texts = usePageStrings(lang);
  const { strings, board } = texts;
  const game = rules.game;
  const [view, setView] = useState<RoomView | null>(null);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [link, setLink] = useState<Link>('connecting');
  const [fatal, setFatal] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  const [confirmingResign, setConfirmingResign] = useState(false);
  const connection = useRef<RoomConnection | null>(null);
  const seatRef = useRef<Seat | null>(null);
  const t = (m: Message | string): string => tr(strings, m);
  const { said, announce } = useAnnouncer();

  const state = useMemo<GameState<P> | null>(() => {
    if (view === null) return null;
    const r = stateOfView(rules, view, seat);
    return r.ok ? r.value : null;
  }, [view, seat]);

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
      announce(t({ key: 'room.opponent.moved', vars: { move: plyText(game, board, last) } }));
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
    if (e.code === 'illegal' && e.reason !== undefined) return t(refusalFor(strings, game, e.reason));
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

  // Before the room's state arrives the board does nothing; an attempt out of turn says so.
  const onIntent = useBoardIntents({
    explain: (from, to) =>
      state !== null && myTurn ? rules.explain(currentPosition(state), from + to) : NOT_YOUR_TURN,
    play: (text) => {
      if (state !== null) send({ type: 'play', text });
    },
    refuse: (code) => {
      if (state === null) return;
      announce(code === NOT_YOUR_TURN ? t('room.error.not-your-turn') : t(refusalFor(strings, game, code)));
    },
  });

  const position = useMemo(() => (state === null ? rules.startText : rules.format(currentPosition(state))), [state]);

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
    <GameScreen
      rules={rules}
      state={state}
      texts={texts}
      ready={view !== null && link === 'open'}
      after={
        state !== null && (
          <ReviewLink rules={rules} state={state} lang={lang} side={seat} show={over} strings={strings} />
        )
      }
      view={{
        position,
        targets,
        last: state?.plies.at(-1),
        orientation: state?.orientation ?? 'first',
        said,
        onIntent,
        wrapper: { 'data-your-turn': myTurn ? 'true' : 'false' },
      }}
      top={
        <>
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
        </>
      }
    >
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
    </GameScreen>
  );
}

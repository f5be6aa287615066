/** The room's status bar: whose turn, the reader's side, the opponent's presence, the clocks, the result. */
import { useEffect, useState } from 'preact/hooks';
import type { Game } from '../../board/types';
import { sideKey, type Message } from '../../play/keys';
import type { Seat, SideName } from '../../play/types';
import type { RoomView } from '../../server/room';
import { tr, type Strings } from '../play/text';
import { clockText } from './room-state';

interface Props {
  game: Game;
  strings: Strings;
  toMove: SideName;
  /** The reader's side; null for a visitor. */
  mine: SideName | null;
  myTurn: boolean;
  seat: Seat | null;
  moverSeat: Seat;
  view: RoomView;
  result: readonly Message[];
  opponentPresent: boolean | null;
  opponentSeated: boolean | null;
  clock: number;
  clockLimit: number;
}

/** Re-renders every half second while a clock runs. */
function useTicking(running: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

export function RoomStatus(p: Props) {
  const s = p.strings;
  const over = p.result.length > 0;
  const clock = p.view.clock;
  const running = clock !== null && clock.since !== null && !over;
  const now = useTicking(running);
  // The server's clock as of its view, moved on by the time passed here since the view arrived.
  const [base, setBase] = useState(() => ({ local: Date.now(), server: p.view.now }));
  useEffect(() => setBase({ local: Date.now(), server: p.view.now }), [p.view]);
  const serverNow = base.server + (now - base.local);
  const left = (seat: Seat): number => {
    if (clock === null) return 0;
    const ran = running && seat === p.moverSeat && clock.since !== null ? serverNow - clock.since : 0;
    return clock.left[seat] - ran;
  };
  const clockLine = (seat: Seat): string => {
    const key = p.seat === null ? `room.clock.${seat}` : seat === p.seat ? 'room.clock.you' : 'room.clock.them';
    return tr(s, { key, vars: { time: clockText(left(seat)) } });
  };
  return (
    <section class={`play-status${over ? ' play-status--over' : ''}`} aria-label={tr(s, 'play.status.label')}>
      <div class="play-status-main">
        {over ? (
          <div class="play-result" data-testid="play-result">
            {p.result.map((m, i) => (
              <p key={m.key} class={i === 0 ? 'play-result-title' : undefined}>
                {i === 0 ? <strong>{tr(s, m)}</strong> : tr(s, m)}
              </p>
            ))}
          </div>
        ) : (
          <p class="play-turn" data-testid="play-turn">
            <span class={`play-dot play-dot--${sideKey(p.toMove)}`} aria-hidden="true" />
            <strong>{tr(s, `play.turn.${sideKey(p.toMove)}`)}</strong>
            {p.seat !== null && (
              <span class={`play-badge play-badge--${p.myTurn ? 'you' : 'them'}`} data-testid="room-turn">
                {tr(s, p.myTurn ? 'room.role.yourTurn' : 'room.role.theirTurn')}
              </span>
            )}
          </p>
        )}
      </div>
      <p class="play-facts">
        {p.mine !== null && !over && <span data-testid="play-you">{tr(s, `play.you.${sideKey(p.mine)}`)}</span>}
        {p.seat === null && <span data-testid="room-watching">{tr(s, 'room.watching')}</span>}
        {p.opponentSeated === false && <span data-testid="room-waiting">{tr(s, 'room.waiting')}</span>}
        {p.opponentSeated === true && (
          <span data-testid="room-presence" data-present={p.opponentPresent ? 'true' : 'false'}>
            {tr(s, p.opponentPresent ? 'room.presence.here' : 'room.presence.away')}
          </span>
        )}
        {!over && (
          <span data-testid="play-clock">
            {tr(s, { key: `play.clock.${p.game}`, vars: { count: p.clock, limit: p.clockLimit } })}
          </span>
        )}
      </p>
      {clock !== null && !over && (
        <p class="play-facts" aria-label={tr(s, 'room.clock.label')} data-testid="room-clocks">
          <span>{clockLine(p.seat === null ? 'first' : p.seat)}</span>
          <span>{clockLine(p.seat === null ? 'second' : p.seat === 'first' ? 'second' : 'first')}</span>
        </p>
      )}
    </section>
  );
}

/**
 * What the room page shows instead of a game, or beside it: a room that cannot be entered (with a
 * new room or a game against the AI offered), a seat taken over by another tab, a visitor's way to
 * a game of their own. Rendered only in the browser (they follow the server's answers).
 */
import type { Game } from '../../board/types';
import { ControlButton as Button } from '../game/ControlButton';
import { tr, type Strings } from '../play/text';
import { InviteButton } from './InviteButton';

/** A new room, or a game against the AI: for a reader who cannot play in this room. */
export function Elsewhere({ game, strings }: { game: Game; strings: Strings }) {
  const playPath = window.location.pathname.replace(/room\/$/, 'play/');
  return (
    <div class="play-panel" data-testid="room-elsewhere">
      <p>{tr(strings, 'room.fatal.offer')}</p>
      <p class="play-toolbar">
        <a class="play-button" data-action="play-ai" href={playPath}>
          {tr(strings, 'room.fatal.playAi')}
        </a>
      </p>
      <InviteButton game={game} start={null} pagePath={playPath} strings={strings} />
    </div>
  );
}

/** The room cannot be entered: which of the reasons (no room in the link, not found, expired, ...). */
export function RoomUnavailable({ game, code, strings }: { game: Game; code: string; strings: Strings }) {
  const key = strings[`room.error.${code}`] === undefined ? 'room.error.generic' : `room.error.${code}`;
  return (
    <div class={`play play--${game}`} data-ready="true">
      <p class="play-notice play-notice--error" role="alert" data-testid="room-error" data-error={code}>
        {tr(strings, key)}
      </p>
      <Elsewhere game={game} strings={strings} />
    </div>
  );
}

/** The seat was opened in another tab or device; this one may take it back. */
export function SeatReplaced({ game, strings, onTakeBack }: { game: Game; strings: Strings; onTakeBack: () => void }) {
  return (
    <div class={`play play--${game}`} data-ready="true">
      <p class="play-notice" role="alert" data-testid="room-error" data-error="replaced">
        {tr(strings, 'room.error.replaced')}
      </p>
      <p class="play-toolbar">
        <Button primary action="take-back" onClick={onTakeBack}>
          {tr(strings, 'room.takeBack')}
        </Button>
      </p>
    </div>
  );
}

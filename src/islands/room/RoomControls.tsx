/**
 * A seated player's buttons: resign (confirmed), draw offers (offer, withdraw, accept, decline) and,
 * once the game is over, a rematch with the seats swapped (in Banqi the first reveal gives the colours again). Each carries data-action="<verb>".
 */
import type { ComponentChildren } from 'preact';
import type { Seat } from '../../play/types';
import type { OfferVerb, RoomView } from '../../server/room';
import { tr, type Strings } from '../play/text';

interface Props {
  strings: Strings;
  seat: Seat;
  view: RoomView;
  over: boolean;
  confirmingResign: boolean;
  onResign: () => void;
  onResignAnswer: (yes: boolean) => void;
  onDraw: (verb: OfferVerb) => void;
  onRematch: (verb: OfferVerb) => void;
}

function Button(p: { action: string; primary?: boolean; onClick: () => void; children: ComponentChildren }) {
  return (
    <button
      type="button"
      class={`play-button${p.primary ? ' play-button--primary' : ''}`}
      data-action={p.action}
      onClick={p.onClick}
    >
      {p.children}
    </button>
  );
}

/** The question and buttons of an offer: none, made by the reader (withdraw), or made to the reader (answer). */
function Offer(p: {
  by: Seat | null;
  seat: Seat;
  name: string;
  strings: Strings;
  sent: string;
  received: string;
  accept: string;
  decline: string;
  withdraw: string;
  on: (verb: OfferVerb) => void;
}) {
  if (p.by === null) return null;
  const s = p.strings;
  if (p.by === p.seat)
    return (
      <div class="play-question" role="group">
        <p>{tr(s, p.sent)}</p>
        <Button action={`${p.name}-withdraw`} onClick={() => p.on('withdraw')}>
          {tr(s, p.withdraw)}
        </Button>
      </div>
    );
  return (
    <div class="play-question" role="group">
      <p>{tr(s, p.received)}</p>
      <Button action={`${p.name}-accept`} primary onClick={() => p.on('accept')}>
        {tr(s, p.accept)}
      </Button>
      <Button action={`${p.name}-decline`} onClick={() => p.on('decline')}>
        {tr(s, p.decline)}
      </Button>
    </div>
  );
}

export function RoomControls(p: Props) {
  const s = p.strings;
  return (
    <div class="play-controls">
      <div class="play-toolbar" role="group" aria-label={tr(s, 'play.actions.label')}>
        {!p.over && p.view.drawOffer === null && (
          <Button action="draw-offer" onClick={() => p.onDraw('offer')}>
            {tr(s, 'play.action.draw')}
          </Button>
        )}
        {!p.over && (
          <Button action="resign" onClick={p.onResign}>
            {tr(s, 'play.action.resign')}
          </Button>
        )}
        {p.over && p.view.rematchOffer === null && (
          <Button action="rematch-offer" primary onClick={() => p.onRematch('offer')}>
            {tr(s, 'room.rematch.offer')}
          </Button>
        )}
      </div>
      {p.over && p.view.game === 'banqi' && <p class="play-hint">{tr(s, 'room.rematch.colours')}</p>}
      {p.confirmingResign && !p.over && (
        <div class="play-question" role="group" aria-labelledby="room-resign-q">
          <p id="room-resign-q">{tr(s, 'play.resign.confirm')}</p>
          <Button action="resign-yes" primary onClick={() => p.onResignAnswer(true)}>
            {tr(s, 'play.resign.yes')}
          </Button>
          <Button action="resign-no" onClick={() => p.onResignAnswer(false)}>
            {tr(s, 'play.resign.no')}
          </Button>
        </div>
      )}
      {!p.over && (
        <Offer
          by={p.view.drawOffer}
          seat={p.seat}
          name="draw"
          strings={s}
          sent="room.draw.sent"
          received="room.draw.received"
          accept="play.draw.accept"
          decline="play.draw.decline"
          withdraw="room.draw.withdraw"
          on={p.onDraw}
        />
      )}
      {p.over && (
        <Offer
          by={p.view.rematchOffer}
          seat={p.seat}
          name="rematch"
          strings={s}
          sent="room.rematch.sent"
          received="room.rematch.received"
          accept="room.rematch.accept"
          decline="room.rematch.decline"
          withdraw="room.draw.withdraw"
          on={p.onRematch}
        />
      )}
    </div>
  );
}

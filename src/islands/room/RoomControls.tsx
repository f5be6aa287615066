/**
 * A seated player's buttons: resign (confirmed), draw offers (offer, withdraw, accept, decline) and,
 * once the game is over, a rematch with the seats swapped (in Banqi the first reveal gives the colours again). Each carries data-action="<verb>".
 */
import type { Seat } from '../../play/types';
import type { OfferVerb, RoomView } from '../../server/room';
import { ControlButton as Button, Question, Toolbar, YesNoQuestion } from '../game/ControlButton';
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

type OfferName = 'draw' | 'rematch';

/** The keys of each offer's texts: sent by the reader, received, and the answers. */
const OFFER_KEYS: Readonly<Record<OfferName, Readonly<Record<'sent' | 'received' | 'accept' | 'decline', string>>>> = {
  draw: {
    sent: 'room.draw.sent',
    received: 'room.draw.received',
    accept: 'play.draw.accept',
    decline: 'play.draw.decline',
  },
  rematch: {
    sent: 'room.rematch.sent',
    received: 'room.rematch.received',
    accept: 'room.rematch.accept',
    decline: 'room.rematch.decline',
  },
};

/** The question and buttons of an offer: none, made by the reader (withdraw), or made to the reader (answer). */
function Offer(p: { name: OfferName; by: Seat | null; seat: Seat; strings: Strings; on: (verb: OfferVerb) => void }) {
  if (p.by === null) return null;
  const keys = OFFER_KEYS[p.name];
  const t = (key: string): string => tr(p.strings, key);
  if (p.by === p.seat)
    return (
      <Question
        text={t(keys.sent)}
        answers={[{ label: t('room.draw.withdraw'), action: `${p.name}-withdraw`, onClick: () => p.on('withdraw') }]}
      />
    );
  return (
    <YesNoQuestion
      text={t(keys.received)}
      yes={{ label: t(keys.accept), action: `${p.name}-accept` }}
      no={{ label: t(keys.decline), action: `${p.name}-decline` }}
      onAnswer={(yes) => p.on(yes ? 'accept' : 'decline')}
    />
  );
}

export function RoomControls(p: Props) {
  const s = p.strings;
  return (
    <div class="play-controls">
      <Toolbar label={tr(s, 'play.actions.label')}>
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
      </Toolbar>
      {p.over && p.view.game === 'banqi' && <p class="play-hint">{tr(s, 'room.rematch.colours')}</p>}
      {p.confirmingResign && !p.over && (
        <YesNoQuestion
          id="room-resign-q"
          text={tr(s, 'play.resign.confirm')}
          yes={{ label: tr(s, 'play.resign.yes'), action: 'resign-yes' }}
          no={{ label: tr(s, 'play.resign.no'), action: 'resign-no' }}
          onAnswer={p.onResignAnswer}
        />
      )}
      {p.over ? (
        <Offer name="rematch" by={p.view.rematchOffer} seat={p.seat} strings={s} on={p.onRematch} />
      ) : (
        <Offer name="draw" by={p.view.drawOffer} seat={p.seat} strings={s} on={p.onDraw} />
      )}
    </div>
  );
}

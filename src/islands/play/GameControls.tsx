/**
 * The game's buttons: new game, undo, resign (confirmed), offer a draw (answered by the AI or by
 * the other person), flip the board, copy a link to the position. Buttons that cannot act now stay
 * focusable with aria-disabled, so focus never drops to the page when one becomes unavailable.
 */
import type { ComponentChildren } from 'preact';
import { tr, type Strings } from './text';

/** A draw offer: 'pending' (to the AI, with the reader's next move), 'asking' (the AI weighs it), 'offered' (to the other person). */
export type DrawOffer = null | 'pending' | 'asking' | 'offered';

interface Props {
  strings: Strings;
  canUndo: boolean;
  canResign: boolean;
  canOfferDraw: boolean;
  confirmingResign: boolean;
  draw: DrawOffer;
  drawPending: boolean;
  /** The link shown for copying by hand when the clipboard refused it. */
  manualLink: string | null;
  onNew: () => void;
  onUndo: () => void;
  onResign: () => void;
  onResignAnswer: (yes: boolean) => void;
  onOfferDraw: () => void;
  onDrawAnswer: (accept: boolean) => void;
  onFlip: () => void;
  onCopy: () => void;
}

function Button(props: {
  disabled?: boolean;
  primary?: boolean;
  onClick: () => void;
  children: ComponentChildren;
  testid?: string;
}) {
  return (
    <button
      type="button"
      class={`play-button${props.primary ? ' play-button--primary' : ''}`}
      aria-disabled={props.disabled ? 'true' : undefined}
      data-testid={props.testid}
      onClick={() => {
        if (!props.disabled) props.onClick();
      }}
    >
      {props.children}
    </button>
  );
}

export function GameControls(p: Props) {
  const s = p.strings;
  return (
    <div class="play-controls">
      <div class="play-toolbar" role="group" aria-label={tr(s, 'play.actions.label')}>
        <Button primary onClick={p.onNew} testid="play-new">
          {tr(s, 'play.action.new')}
        </Button>
        <Button disabled={!p.canUndo} onClick={p.onUndo} testid="play-undo">
          {tr(s, 'play.action.undo')}
        </Button>
        <Button disabled={!p.canOfferDraw} onClick={p.onOfferDraw} testid="play-draw">
          {tr(s, 'play.action.draw')}
        </Button>
        <Button disabled={!p.canResign} onClick={p.onResign} testid="play-resign">
          {tr(s, 'play.action.resign')}
        </Button>
        <Button onClick={p.onFlip} testid="play-flip">
          {tr(s, 'play.action.flip')}
        </Button>
        <Button onClick={p.onCopy} testid="play-copy">
          {tr(s, 'play.action.copy')}
        </Button>
      </div>
      {p.confirmingResign && (
        <div class="play-question" role="group" aria-labelledby="play-resign-q">
          <p id="play-resign-q">{tr(s, 'play.resign.confirm')}</p>
          <Button primary onClick={() => p.onResignAnswer(true)} testid="play-resign-yes">
            {tr(s, 'play.resign.yes')}
          </Button>
          <Button onClick={() => p.onResignAnswer(false)}>{tr(s, 'play.resign.no')}</Button>
        </div>
      )}
      {p.drawPending && (
        <p class="play-note" data-testid="play-draw-pending">
          {tr(s, 'play.draw.pending')}
        </p>
      )}
      {p.draw === 'offered' && (
        <div class="play-question" role="group" aria-labelledby="play-draw-q">
          <p id="play-draw-q">{tr(s, 'play.draw.offered')}</p>
          <Button primary onClick={() => p.onDrawAnswer(true)} testid="play-draw-accept">
            {tr(s, 'play.draw.accept')}
          </Button>
          <Button onClick={() => p.onDrawAnswer(false)}>{tr(s, 'play.draw.decline')}</Button>
        </div>
      )}
      {p.manualLink !== null && (
        <p class="play-field play-link">
          <label for="play-link">{tr(s, 'play.copyManual')}</label>
          <input
            id="play-link"
            data-testid="play-link"
            type="text"
            readOnly
            value={p.manualLink}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      )}
    </div>
  );
}

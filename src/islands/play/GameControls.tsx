/**
 * The game's buttons, each with an icon and a label and a stable data-action hook: new game, undo,
 * resign (confirmed), offer a draw (answered by the AI or by the other person), flip the board,
 * copy a link to the position, export and import the game record (./RecordPanel.tsx). Buttons that cannot act now stay
 * focusable with aria-disabled, so focus never drops to the page when one becomes unavailable.
 */
import type { ComponentChildren } from 'preact';
import { ActionIcon, type IconAction } from './ActionIcon';
import type { PanelKind } from './RecordPanel';
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
  /** The record panel open now, if any. */
  panel: PanelKind | null;
  onPanel: (kind: PanelKind) => void;
}

function Button(props: {
  disabled?: boolean;
  primary?: boolean;
  onClick: () => void;
  children: ComponentChildren;
  testid?: string;
  /** A toolbar action: its data-action hook and icon. */
  action?: IconAction;
  expanded?: boolean;
}) {
  return (
    <button
      type="button"
      class={`play-button${props.primary ? ' play-button--primary' : ''}${props.action ? ' play-tool' : ''}`}
      aria-disabled={props.disabled ? 'true' : undefined}
      aria-expanded={props.expanded}
      data-testid={props.testid}
      data-action={props.action}
      onClick={() => {
        if (!props.disabled) props.onClick();
      }}
    >
      {props.action !== undefined && <ActionIcon action={props.action} />}
      <span>{props.children}</span>
    </button>
  );
}

export function GameControls(p: Props) {
  const s = p.strings;
  return (
    <div class="play-controls">
      <div class="play-toolbar" role="group" aria-label={tr(s, 'play.actions.label')}>
        <Button primary onClick={p.onNew} testid="play-new" action="new">
          {tr(s, 'play.action.new')}
        </Button>
        <Button disabled={!p.canUndo} onClick={p.onUndo} testid="play-undo" action="undo">
          {tr(s, 'play.action.undo')}
        </Button>
        <Button disabled={!p.canOfferDraw} onClick={p.onOfferDraw} testid="play-draw" action="draw">
          {tr(s, 'play.action.draw')}
        </Button>
        <Button disabled={!p.canResign} onClick={p.onResign} testid="play-resign" action="resign">
          {tr(s, 'play.action.resign')}
        </Button>
        <Button onClick={p.onFlip} testid="play-flip" action="flip">
          {tr(s, 'play.action.flip')}
        </Button>
        <Button onClick={p.onCopy} testid="play-copy" action="copy-link">
          {tr(s, 'play.action.copy')}
        </Button>
        {(['export', 'import'] as const).map((kind) => (
          <Button
            key={kind}
            onClick={() => p.onPanel(kind)}
            testid={`play-${kind}`}
            action={kind}
            expanded={p.panel === kind}
          >
            {tr(s, `play.action.${kind}`)}
          </Button>
        ))}
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

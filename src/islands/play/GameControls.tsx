/**
 * The game's buttons, each with an icon and a label and a stable data-action hook: new game, undo,
 * resign (confirmed), offer a draw (answered by the AI or by the other person), flip the board,
 * copy a link to the position, export and import the game record (./RecordPanel.tsx). Buttons that cannot act now stay
 * focusable with aria-disabled (../game/ControlButton.tsx).
 */
import { ControlButton as Button, Toolbar, YesNoQuestion } from '../game/ControlButton';
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

export function GameControls(p: Props) {
  const s = p.strings;
  return (
    <div class="play-controls">
      <Toolbar label={tr(s, 'play.actions.label')}>
        <Button primary onClick={p.onNew} testid="play-new" icon="new">
          {tr(s, 'play.action.new')}
        </Button>
        <Button disabled={!p.canUndo} onClick={p.onUndo} testid="play-undo" icon="undo">
          {tr(s, 'play.action.undo')}
        </Button>
        <Button disabled={!p.canOfferDraw} onClick={p.onOfferDraw} testid="play-draw" icon="draw">
          {tr(s, 'play.action.draw')}
        </Button>
        <Button disabled={!p.canResign} onClick={p.onResign} testid="play-resign" icon="resign">
          {tr(s, 'play.action.resign')}
        </Button>
        <Button onClick={p.onFlip} testid="play-flip" icon="flip">
          {tr(s, 'play.action.flip')}
        </Button>
        <Button onClick={p.onCopy} testid="play-copy" icon="copy-link" action="copy-position-link">
          {tr(s, 'play.action.copy')}
        </Button>
        {(['export', 'import'] as const).map((kind) => (
          <Button
            key={kind}
            onClick={() => p.onPanel(kind)}
            testid={`play-${kind}`}
            icon={kind}
            expanded={p.panel === kind}
          >
            {tr(s, `play.action.${kind}`)}
          </Button>
        ))}
      </Toolbar>
      {p.confirmingResign && (
        <YesNoQuestion
          id="play-resign-q"
          text={tr(s, 'play.resign.confirm')}
          yes={{ label: tr(s, 'play.resign.yes'), testid: 'play-resign-yes' }}
          no={{ label: tr(s, 'play.resign.no') }}
          onAnswer={p.onResignAnswer}
        />
      )}
      {p.drawPending && (
        <p class="play-note" data-testid="play-draw-pending">
          {tr(s, 'play.draw.pending')}
        </p>
      )}
      {p.draw === 'offered' && (
        <YesNoQuestion
          id="play-draw-q"
          text={tr(s, 'play.draw.offered')}
          yes={{ label: tr(s, 'play.draw.accept'), testid: 'play-draw-accept' }}
          no={{ label: tr(s, 'play.draw.decline') }}
          onAnswer={p.onDrawAnswer}
        />
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

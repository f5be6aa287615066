/**
 * The play page's questions and dialogs: the new-game dialog, the resignation's confirmation, a draw
 * offered between two people (against the AI the offer goes with the reader's next move and the AI
 * answers it on its turn, ./useAiOpponent.ts), and the link shown for copying by hand when the
 * clipboard refused it. Each answer moves focus where the reader goes on.
 */
import { useState } from 'preact/hooks';
import { agreeDraw, resign } from '../../play/controller';
import type { Message } from '../../play/keys';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';
import { positionLink } from '../../play/url';
import { copyText } from '../copy-text';
import type { DrawOffer } from './GameControls';

interface Deps<P> {
  rules: PlayRules<P>;
  stateRef: { readonly current: GameState<P> };
  setState: (s: GameState<P>) => void;
  /** Replaces the game, stopping whatever was under way, and moves focus to the control `focusOn`. */
  replace: (s: GameState<P>, notice: undefined, focusOn: string) => void;
  setDraw: (d: DrawOffer) => void;
  announce: (text: string) => void;
  sayAfter: (next: GameState<P>, lead: string) => void;
  t: (m: Message | string) => string;
  /** Focus after the render: the board (no id) or a control by its test id. */
  focusLater: (testid?: string) => void;
}

export function usePlayDialogs<P>(d: Deps<P>) {
  const [newOpen, setNewOpen] = useState(false);
  const [confirmingResign, setConfirmingResign] = useState(false);
  const [manualLink, setManualLink] = useState<string | null>(null);

  return {
    newOpen,
    setNewOpen,
    confirmingResign,
    manualLink,
    /** Forgets the open questions (a new game, an undo). */
    reset: (): void => {
      setConfirmingResign(false);
      setManualLink(null);
    },
    askResign: (): void => {
      setConfirmingResign(true);
      d.focusLater('play-resign-yes');
    },
    answerResign: (yes: boolean): void => {
      setConfirmingResign(false);
      if (!yes) return d.focusLater('play-resign');
      const next = resign(d.rules, d.stateRef.current);
      d.replace(next, undefined, 'play-new');
      d.sayAfter(next, '');
    },
    offerDraw: (): void => {
      if (d.stateRef.current.setup.mode === 'local') {
        d.setDraw('offered');
        return d.focusLater('play-draw-accept');
      }
      d.setDraw('pending');
      d.announce(d.t('play.draw.pending'));
      d.focusLater();
    },
    answerDraw: (accept: boolean): void => {
      d.setDraw(null);
      d.focusLater();
      if (!accept) return d.announce(d.t('play.draw.declinedLocal'));
      const next = agreeDraw(d.rules, d.stateRef.current);
      d.setState(next);
      d.sayAfter(next, '');
    },
    /** Copies the link to a position (a page address and the position in notation). */
    copyLink: (pageUrl: string, position: string): void => {
      const link = positionLink(pageUrl, position);
      void copyText(link).then((copied) => {
        setManualLink(copied ? null : link);
        if (copied) d.announce(d.t('play.copied'));
        else d.focusLater('play-link');
      });
    },
  };
}

/** The record panel of the play page: which one is open (export, import) and why the last import was refused. */
import { useState } from 'preact/hooks';
import type { Message } from '../../play/keys';
import { gameFromRecord } from '../../play/record-file';
import { recordErrorMessage } from '../../play/record-keys';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';
import type { PanelKind } from './RecordPanel';
import { randomSeed } from './storage';

interface Page<P> {
  /** Moves focus to the control with this test id. */
  focus: (testid: string) => void;
  /** Plays on from an imported game of `count` plies. */
  load: (state: GameState<P>, count: number) => void;
}

export function useRecordPanel<P>(rules: PlayRules<P>, t: (m: Message | string) => string, page: Page<P>) {
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    panel,
    error,
    toggle: (kind: PanelKind): void => {
      setError(null);
      setPanel((open) => (open === kind ? null : kind));
    },
    close: (): void => {
      setPanel(null);
      setError(null);
    },
    /** Closes the panel, focus back on the toolbar button that opened it. */
    dismiss: (): void => {
      if (panel !== null) page.focus(`play-${panel}`);
      setPanel(null);
      setError(null);
    },
    /** Plays on from a record's text; a refused one leaves the game as it is and the panel says why. */
    load: (text: string, now: GameState<P>): void => {
      const r = gameFromRecord(rules, now, text, randomSeed());
      if (!r.ok) {
        setError([t('play.import.error'), t(recordErrorMessage(r.error))].join(' '));
        return;
      }
      setError(null);
      page.load(r.value.state, r.value.count);
    },
  };
}

/** The record panel of the play page: which one is open (export, import) and why the last import was refused. */
import { useState } from 'preact/hooks';
import type { Message } from '../../play/keys';
import { gameOfRecord, importRecord } from '../../play/record-file';
import { recordErrorMessage } from '../../play/record-keys';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';
import type { PanelKind } from './RecordPanel';
import { randomSeed } from './storage';

export function useRecordPanel<P>(rules: PlayRules<P>, t: (m: Message | string) => string) {
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
    /** The game of a record's text, or null (the panel then says why and the game is kept). */
    read: (text: string, now: GameState<P>): { state: GameState<P>; plies: number } | null => {
      const r = importRecord(rules, text);
      if (!r.ok) {
        setError([t('play.import.error'), t(recordErrorMessage(r.error))].join(' '));
        return null;
      }
      setError(null);
      return { state: gameOfRecord(rules, now, r.value, randomSeed()), plies: r.value.plies.length };
    },
  };
}

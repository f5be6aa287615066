/**
 * What the board says under it (a polite live region): the last action, a refusal, a hint. The id
 * changes with every announcement, so the same text is said again. `spoken` is heard with the text but
 * not shown: the result of a game, which the status shows once already (issue 47: one result line).
 */
import { useCallback, useState } from 'preact/hooks';

export interface Said {
  readonly text: string;
  readonly spoken?: string;
  readonly id: number;
}

export function useAnnouncer(): { said: Said; announce: (text: string, spoken?: string) => void; hush: () => void } {
  const [said, setSaid] = useState<Said>({ text: '', id: 0 });
  const announce = useCallback((text: string, spoken?: string) => setSaid((s) => ({ text, spoken, id: s.id + 1 })), []);
  const hush = useCallback(() => setSaid((s) => (s.text === '' ? s : { text: '', id: s.id + 1 })), []);
  return { said, announce, hush };
}

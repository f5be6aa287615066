/**
 * What the board says under it (a polite live region): the last action, a refusal, a hint. The id
 * changes with every announcement, so the same text is said again.
 */
import { useCallback, useState } from 'preact/hooks';

export interface Said {
  readonly text: string;
  readonly id: number;
}

export function useAnnouncer(): { said: Said; announce: (text: string) => void; hush: () => void } {
  const [said, setSaid] = useState<Said>({ text: '', id: 0 });
  const announce = useCallback((text: string) => setSaid((s) => ({ text, id: s.id + 1 })), []);
  const hush = useCallback(() => setSaid((s) => (s.text === '' ? s : { text: '', id: s.id + 1 })), []);
  return { said, announce, hush };
}

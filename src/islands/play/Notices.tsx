/** The play page's notices above the board (a link that could not be played, a restored game), each dismissable. */
import { useCallback, useState } from 'preact/hooks';
import { tr, type Strings } from './text';

export interface Notice {
  readonly id: number;
  readonly tone: 'info' | 'error';
  readonly text: string;
}

let noticeIds = 0;

export function useNotices(): {
  notices: readonly Notice[];
  notify: (tone: Notice['tone'], text: string) => void;
  dismiss: (id: number) => void;
  clear: () => void;
} {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const notify = useCallback(
    (tone: Notice['tone'], text: string) => setNotices((n) => [...n, { id: ++noticeIds, tone, text }]),
    [],
  );
  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((x) => x.id !== id)), []);
  const clear = useCallback(() => setNotices([]), []);
  return { notices, notify, dismiss, clear };
}

export function Notices({
  notices,
  strings,
  onDismiss,
}: {
  notices: readonly Notice[];
  strings: Strings;
  onDismiss: (id: number) => void;
}) {
  return (
    <div class="play-notices" role="status">
      {notices.map((n) => (
        <div key={n.id} class={`play-notice play-notice--${n.tone}`} data-testid="play-notice">
          <p>{n.text}</p>
          <button type="button" class="play-button" onClick={() => onDismiss(n.id)}>
            {tr(strings, 'play.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}

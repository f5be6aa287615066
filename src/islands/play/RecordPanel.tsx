/**
 * The game record's panel under the toolbar: 'export' shows the record (src/play/record-file.ts) to copy,
 * 'import' takes one pasted by the reader. A refused import shows why and changes nothing.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { tr, type Strings } from './text';

export type PanelKind = 'export' | 'import';

interface Props {
  kind: PanelKind;
  strings: Strings;
  /** The record to export (unused for an import). */
  record: string;
  /** Why the last import was refused, translated; null when there is nothing to say. */
  error: string | null;
  onImport: (text: string) => void;
  onCopied: () => void;
  onClose: () => void;
}

/** The panel's buttons: its own action first, then close. */
function Actions({ children, close }: { children: ComponentChildren; close: ComponentChildren }) {
  return (
    <p class="play-dialog-actions">
      {children}
      {close}
    </p>
  );
}

export function RecordPanel({ kind, strings, record, error, onImport, onCopied, onClose }: Props) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    area.current?.focus();
    if (kind === 'export') area.current?.select();
  }, [kind]);

  const copy = (): void => {
    area.current?.select();
    if (navigator.clipboard === undefined) return;
    navigator.clipboard.writeText(record).then(onCopied, () => undefined);
  };

  const close = (
    <button type="button" class="play-button" onClick={onClose}>
      {tr(strings, 'play.close')}
    </button>
  );
  const heading = kind === 'export' ? 'play.export.heading' : 'play.import.heading';
  return (
    <section class="play-panel play-record" aria-labelledby="play-record-heading" data-testid="play-record">
      <h2 id="play-record-heading">{tr(strings, heading)}</h2>
      {kind === 'export' ? (
        <>
          <p class="play-note" id="play-record-hint">
            {tr(strings, 'play.export.hint')}
          </p>
          <label class="visually-hidden" for="play-record-text">
            {tr(strings, heading)}
          </label>
          <textarea
            id="play-record-text"
            ref={area}
            class="play-record-text"
            readOnly
            rows={6}
            value={record}
            aria-describedby="play-record-hint"
            data-testid="play-record-text"
          />
          <Actions close={close}>
            <button type="button" class="play-button play-button--primary" data-action="copy-record" onClick={copy}>
              {tr(strings, 'play.export.copy')}
            </button>
          </Actions>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onImport(text);
          }}
        >
          <label for="play-record-text">{tr(strings, 'play.import.label')}</label>
          <textarea
            id="play-record-text"
            ref={area}
            class="play-record-text"
            rows={6}
            value={text}
            spellcheck={false}
            aria-invalid={error !== null ? 'true' : undefined}
            aria-describedby={error !== null ? 'play-record-error' : undefined}
            onInput={(e) => setText(e.currentTarget.value)}
            data-testid="play-record-text"
          />
          {error !== null && (
            <p class="play-record-error" id="play-record-error" role="alert" data-testid="play-record-error">
              {error}
            </p>
          )}
          <Actions close={close}>
            <button type="submit" class="play-button play-button--primary" data-action="import-record">
              {tr(strings, 'play.import.submit')}
            </button>
          </Actions>
        </form>
      )}
    </section>
  );
}

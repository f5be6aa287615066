/**
 * The game record's import: a record pasted, chosen as a file, or dropped onto the panel. A file's
 * text goes into the field and is imported at once; a refused import shows why and changes nothing.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_RECORD_LENGTH } from '../../play/record-file';
import { tr, type Strings } from './text';

interface Props {
  strings: Strings;
  /** Why the last import was refused, translated; null when there is nothing to say. */
  error: string | null;
  onImport: (text: string) => void;
  close: ComponentChildren;
}

export function ImportPanel({ strings, error, onImport, close }: Props) {
  const [text, setText] = useState('');
  const [over, setOver] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.focus(), []);

  const readFile = (file: File | undefined): void => {
    if (file === undefined) return;
    // A file far too long for a record is not read whole: its start is enough to refuse it.
    file
      .slice(0, MAX_RECORD_LENGTH + 1)
      .text()
      .then(
        (content) => {
          setText(content);
          onImport(content);
        },
        () => onImport(''),
      );
  };

  const onDrop = (e: JSX.TargetedDragEvent<HTMLFormElement>): void => {
    e.preventDefault();
    setOver(false);
    readFile(e.dataTransfer?.files[0]);
  };

  return (
    <form
      class={over ? 'play-record-drop play-record-drop--over' : 'play-record-drop'}
      data-testid="play-record-drop"
      onSubmit={(e) => {
        e.preventDefault();
        onImport(text);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
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
      <p class="play-record-file">
        <label for="play-record-file">{tr(strings, 'play.import.file')}</label>
        <input
          id="play-record-file"
          type="file"
          accept=".json,application/json,text/plain"
          data-action="import-file"
          onChange={(e) => readFile(e.currentTarget.files?.[0])}
        />
      </p>
      {error !== null && (
        <p class="play-record-error" id="play-record-error" role="alert" data-testid="play-record-error">
          {error}
        </p>
      )}
      <p class="play-dialog-actions">
        <button type="submit" class="play-button play-button--primary" data-action="import-record">
          {tr(strings, 'play.import.submit')}
        </button>
        {close}
      </p>
    </form>
  );
}

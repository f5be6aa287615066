/**
 * The game record's export: the record as a JSON file and the move list as a text file to download,
 * a link that replays the game (copied, or handed to the system's share sheet where the browser has
 * one), and the record's text itself behind a "show" toggle, to copy. The panel's focus starts on
 * the first download.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { copyText } from '../copy-text';
import { ControlButton as Button } from '../game/ControlButton';
import { tr, type Strings } from './text';

interface Props {
  strings: Strings;
  /** Names the downloaded files: `plyyard-<game>.json` and `.txt`. */
  game: string;
  /** The record (JSON) and the plain-text move list. */
  record: string;
  text: string;
  /** The play page's address that replays this game (`#record=...`), and its title when shared. */
  link: string;
  shareTitle: string;
  /** Says that something was copied (the message's key). */
  onCopied: (key: string) => void;
  close: ComponentChildren;
}

/** Has the browser save `content` as a file named `name`. */
function download(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportPanel({ strings, game, record, text, link, shareTitle, onCopied, close }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  /** The link shown to copy by hand when the clipboard or the share sheet failed. */
  const [manual, setManual] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  useEffect(() => {
    if (manual !== null) field.current?.select();
  }, [manual]);

  const copy = (): void => {
    area.current?.select();
    void copyText(record).then((copied) => {
      if (copied) onCopied('play.export.copied');
    });
  };
  const copyLink = (): void => {
    void copyText(link).then((copied) => {
      setManual(copied ? null : link);
      if (copied) onCopied('play.export.linkCopied');
    });
  };
  const share = (): void => {
    // Closing the share sheet is no failure; anything else leaves the link to copy by hand.
    navigator.share({ title: shareTitle, url: link }).catch((e: unknown) => {
      if (!(e instanceof DOMException && e.name === 'AbortError')) setManual(link);
    });
  };

  return (
    <>
      <p class="play-note" id="play-record-hint">
        {tr(strings, 'play.export.hint')}
      </p>
      <p class="play-dialog-actions">
        <button
          type="button"
          ref={first}
          class="play-button play-button--primary"
          data-action="download"
          onClick={() => download(`plyyard-${game}.json`, record, 'application/json')}
        >
          {tr(strings, 'play.export.download')}
        </button>
        <Button
          action="download-text"
          onClick={() => download(`plyyard-${game}.txt`, text, 'text/plain;charset=utf-8')}
        >
          {tr(strings, 'play.export.downloadText')}
        </Button>
        <Button action="copy-link" onClick={copyLink}>
          {tr(strings, 'play.export.copyLink')}
        </Button>
        {'share' in navigator && (
          <Button action="share" onClick={share}>
            {tr(strings, 'play.export.share')}
          </Button>
        )}
        {close}
      </p>
      {manual !== null && (
        <p class="play-field play-link">
          <label for="play-replay-link">{tr(strings, 'play.copyManual')}</label>
          <input
            id="play-replay-link"
            ref={field}
            data-testid="play-replay-link"
            type="text"
            readOnly
            value={manual}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      )}
      <details class="play-record-details">
        <summary>{tr(strings, 'play.export.show')}</summary>
        <label class="visually-hidden" for="play-record-text">
          {tr(strings, 'play.export.heading')}
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
        <p class="play-dialog-actions">
          <Button action="copy-record" onClick={copy}>
            {tr(strings, 'play.export.copy')}
          </Button>
        </p>
      </details>
    </>
  );
}

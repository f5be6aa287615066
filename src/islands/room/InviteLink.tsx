/**
 * A room's invitation link (data-invite-link) with its copy button: shown by "Invite a friend" once
 * the room exists, and on the room page for as long as the host waits for the other player.
 */
import { useState } from 'preact/hooks';
import { copyText } from '../copy-text';
import { tr, type Strings } from '../play/text';

export function InviteLink({ url, strings, id }: { url: string; strings: Strings; id: string }) {
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    void copyText(url).then((copied) => {
      if (copied) setCopied(true);
    });
  };
  return (
    <>
      <p class="play-field play-link">
        <label for={id}>{tr(strings, 'room.invite.link')}</label>
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          data-invite-link={url}
          onFocus={(e) => e.currentTarget.select()}
        />
      </p>
      <p class="play-toolbar">
        <button type="button" class="play-button" data-action="copy-invite" onClick={copy}>
          {tr(strings, copied ? 'room.invite.copied' : 'room.invite.copy')}
        </button>
      </p>
    </>
  );
}

/**
 * "Invite a friend" on a play page: creates a room from the current position (or the standard
 * start once the game is over), keeps the creator's seat token in this browser and shows the link
 * (data-invite-link) to send. Without a room server it says that rooms are unavailable.
 */
import { useState } from 'preact/hooks';
import type { Game } from '../../board/types';
import { writeStored } from '../play/storage';
import { tr, type Strings } from '../play/text';
import { CLOCK_PRESETS, createRoom, inviteUrl, roomPath } from './invite';
import { InviteLink } from './InviteLink';
import { tokenKey } from './room-state';

/** The strings the invitation needs, for the play page to pass on. */
export const INVITE_KEYS = [
  'room.invite.button',
  'room.invite.creating',
  'room.invite.ready',
  'room.invite.link',
  'room.invite.copy',
  'room.invite.copied',
  'room.invite.enter',
  'room.invite.clock',
  'room.invite.clock.none',
  'room.invite.clock.preset',
  'room.unavailable',
] as const;

interface Props {
  game: Game;
  /** The position to start the room from; null for the standard start. */
  start: string | null;
  pagePath: string;
  strings: Strings;
}

type Phase =
  { kind: 'idle' } | { kind: 'creating' } | { kind: 'unavailable' } | { kind: 'ready'; room: string; url: string };

export function InviteButton({ game, start, pagePath, strings }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [clock, setClock] = useState(-1);
  const s = strings;

  const invite = async (): Promise<void> => {
    setPhase({ kind: 'creating' });
    const preset = CLOCK_PRESETS[clock];
    const created = await createRoom({
      game,
      ...(start === null ? {} : { start }),
      ...(preset === undefined ? {} : { clock: preset }),
    });
    if (created === null) return setPhase({ kind: 'unavailable' });
    writeStored(tokenKey(created.room), created.token);
    setPhase({ kind: 'ready', room: created.room, url: inviteUrl(window.location.origin, pagePath, created.room) });
  };

  return (
    <section class="play-panel play-invite" aria-labelledby="play-invite-heading">
      <h2 id="play-invite-heading">{tr(s, 'room.invite.button')}</h2>
      <p class="play-field">
        <label for="play-invite-clock">{tr(s, 'room.invite.clock')}</label>
        <select id="play-invite-clock" value={clock} onChange={(e) => setClock(Number(e.currentTarget.value))}>
          <option value={-1}>{tr(s, 'room.invite.clock.none')}</option>
          {CLOCK_PRESETS.map((p, i) => (
            <option key={i} value={i}>
              {tr(s, { key: 'room.invite.clock.preset', vars: { minutes: p.minutes, seconds: p.increment } })}
            </option>
          ))}
        </select>
      </p>
      <button
        type="button"
        class="play-button play-button--primary"
        data-action="invite"
        aria-disabled={phase.kind === 'creating' ? 'true' : undefined}
        onClick={() => {
          if (phase.kind !== 'creating') void invite();
        }}
      >
        {tr(s, 'room.invite.button')}
      </button>
      <div role="status">
        {phase.kind === 'creating' && <p>{tr(s, 'room.invite.creating')}</p>}
        {phase.kind === 'unavailable' && <p data-testid="room-unavailable">{tr(s, 'room.unavailable')}</p>}
        {phase.kind === 'ready' && <p>{tr(s, 'room.invite.ready')}</p>}
      </div>
      {phase.kind === 'ready' && (
        <>
          <InviteLink url={phase.url} strings={s} id="play-invite-link" />
          <p class="play-toolbar">
            <a class="play-button" data-action="enter-room" href={`${roomPath(pagePath)}#${phase.room}`}>
              {tr(s, 'room.invite.enter')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/** Creating a room from a play page: POST /api/rooms, then the invitation link of the room page. */
import type { CreateRequest, CreateResponse } from '../../server/protocol';

/** The time controls offered when inviting (minutes, seconds added per action). */
export const CLOCK_PRESETS: readonly { minutes: number; increment: number }[] = [
  { minutes: 5, increment: 3 },
  { minutes: 10, increment: 5 },
];

/** The room page next to a play page: '/pt/banqi/play/' -> '/pt/banqi/room/'. */
export const roomPath = (playPath: string): string => playPath.replace(/play\/$/, 'room/');

export const inviteUrl = (origin: string, playPath: string, room: string): string =>
  `${new URL(roomPath(playPath), origin).href}#${room}`;

/** The new room, or null when no room server answers (a static copy of the site). */
export async function createRoom(request: CreateRequest): Promise<CreateResponse | null> {
  try {
    const res = await fetch('/api/rooms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (res.status !== 201) return null;
    const body = (await res.json()) as Partial<CreateResponse>;
    return typeof body.room === 'string' && typeof body.token === 'string' ? (body as CreateResponse) : null;
  } catch {
    return null;
  }
}

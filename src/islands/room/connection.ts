/**
 * The room page's connection to the server (Socket.IO over WebSocket, or long polling behind a
 * proxy that blocks WebSockets; it retries by itself after a lost connection): joins the room with
 * the seat token kept in this browser, and joins again after every reconnection, so a reload, a
 * dropped line or a restarted server returns the reader to their seat. It keeps the whole room
 * from the join and applies the server's small messages to it (./view-updates.ts), asking for the
 * whole room again when one was missed.
 */
import { io, type Socket } from 'socket.io-client';
import type { ActReply, Goodbye, JoinReply, Presence, Refusal } from '../../server/protocol';
import type { RoomUpdate, RoomView, Seat } from '../../server/room';
import { readStored, writeStored } from '../play/storage';
import { tokenKey } from './room-state';
import { withPresence, withUpdate } from './view-updates';

export type Link = 'connecting' | 'open' | 'lost';

export interface RoomHandlers {
  link(state: Link): void;
  joined(seat: Seat | null, view: RoomView): void;
  view(view: RoomView): void;
  /** The room cannot be entered (not found, expired): no retry helps. */
  fatal(error: Refusal): void;
  /** The same seat was opened in another tab or device, which holds it now. */
  replaced(): void;
}

export interface RoomConnection {
  act(payload: object): Promise<ActReply>;
  /** Connects again after being replaced (this tab takes the seat back). */
  takeBack(): void;
  close(): void;
}

const TIMEOUT_MS = 8000;

export function openRoom(room: string, h: RoomHandlers): RoomConnection {
  const socket: Socket = io({ transports: ['websocket', 'polling'], reconnectionDelayMax: 5000 });
  let current: RoomView | null = null;
  const show = (view: RoomView): void => {
    current = view;
    h.view(view);
  };
  const sync = (): void => {
    socket
      .timeout(TIMEOUT_MS)
      .emitWithAck('sync', {})
      .then((reply: JoinReply) => {
        if (reply.ok) show(reply.view);
      })
      .catch(() => undefined);
  };
  h.link('connecting');
  socket.on('connect', () => {
    const token = readStored(tokenKey(room)) ?? undefined;
    socket
      .timeout(TIMEOUT_MS)
      .emitWithAck('join', token === undefined ? { room } : { room, token })
      .then((reply: JoinReply) => {
        if (!reply.ok) return h.fatal(reply.error);
        if (reply.token !== undefined) writeStored(tokenKey(room), reply.token);
        current = reply.view;
        h.link('open');
        h.joined(reply.seat, reply.view);
      })
      .catch(() => h.link('lost'));
  });
  socket.on('disconnect', () => h.link('lost'));
  socket.on('connect_error', () => h.link('lost'));
  socket.on('room', show);
  socket.on('update', (update: RoomUpdate) => {
    const next = current === null ? null : withUpdate(current, update);
    if (next === null) sync();
    else show(next);
  });
  socket.on('presence', (presence: Presence) => {
    if (current !== null) show(withPresence(current, presence));
  });
  socket.on('goodbye', (why: Goodbye) => {
    if (why === 'replaced') h.replaced();
  });
  return {
    act: (payload) =>
      socket
        .timeout(TIMEOUT_MS)
        .emitWithAck('act', payload)
        .catch((): ActReply => ({ ok: false, error: { code: 'connection' } })) as Promise<ActReply>,
    takeBack: () => void socket.connect(),
    close: () => void socket.close(),
  };
}

/**
 * The room page's connection to the server (Socket.IO, which retries by itself after a lost
 * connection): joins the room with the seat token kept in this browser, and joins again after
 * every reconnection, so a reload or a dropped line returns the reader to their seat.
 */
import { io, type Socket } from 'socket.io-client';
import type { ActReply, JoinReply, Refusal } from '../../server/protocol';
import type { RoomView, Seat } from '../../server/room';
import { readStored, writeStored } from '../play/storage';
import { tokenKey } from './room-state';

export type Link = 'connecting' | 'open' | 'lost';

export interface RoomHandlers {
  link(state: Link): void;
  joined(seat: Seat | null, view: RoomView): void;
  view(view: RoomView): void;
  /** The room cannot be entered (not found, expired): no retry helps. */
  fatal(error: Refusal): void;
}

export interface RoomConnection {
  act(payload: object): Promise<ActReply>;
  close(): void;
}

const TIMEOUT_MS = 8000;

export function openRoom(room: string, h: RoomHandlers): RoomConnection {
  const socket: Socket = io({ transports: ['websocket', 'polling'], reconnectionDelayMax: 5000 });
  h.link('connecting');
  socket.on('connect', () => {
    const token = readStored(tokenKey(room)) ?? undefined;
    socket
      .timeout(TIMEOUT_MS)
      .emitWithAck('join', token === undefined ? { room } : { room, token })
      .then((reply: JoinReply) => {
        if (!reply.ok) return h.fatal(reply.error);
        if (reply.token !== undefined) writeStored(tokenKey(room), reply.token);
        h.link('open');
        h.joined(reply.seat, reply.view);
      })
      .catch(() => h.link('lost'));
  });
  socket.on('disconnect', () => h.link('lost'));
  socket.on('connect_error', () => h.link('lost'));
  socket.on('room', (view: RoomView) => h.view(view));
  return {
    act: (payload) =>
      socket
        .timeout(TIMEOUT_MS)
        .emitWithAck('act', payload)
        .catch((): ActReply => ({ ok: false, error: { code: 'connection' } })) as Promise<ActReply>,
    close: () => void socket.close(),
  };
}

/**
 * The room protocol: zod schemas of every message a client sends (nothing from a client is trusted
 * before it parses here) and the types of what the server sends. Error codes are translated by the
 * room page as `room.error.<code>`.
 */
import { z } from 'zod';
import { GAME_IDS } from '../engine/core/game-rules';
import { ROOM_ID_LENGTH, TOKEN_LENGTH } from './ids';
import type { RoomUpdate, RoomView, Seat } from './room';

const base64url = (length: number) =>
  z
    .string()
    .length(length)
    .regex(/^[A-Za-z0-9_-]+$/);

const roomIdSchema = base64url(ROOM_ID_LENGTH);
const tokenSchema = base64url(TOKEN_LENGTH);

/** POST /api/rooms: which game, an optional start position, an optional clock (minutes + seconds). */
export const createRequestSchema = z
  .object({
    game: z.enum(GAME_IDS),
    start: z.string().max(200).optional(),
    clock: z
      .object({ minutes: z.number().int().min(1).max(60), increment: z.number().int().min(0).max(60) })
      .strict()
      .optional(),
  })
  .strict();
export type CreateRequest = z.infer<typeof createRequestSchema>;

export interface CreateResponse {
  readonly room: string;
  readonly token: string;
  readonly seat: Seat;
}

/** 'join': enter a room, with the seat token kept from an earlier visit if any. */
export const joinSchema = z.object({ room: roomIdSchema, token: tokenSchema.optional() }).strict();

const offerVerb = z.enum(['offer', 'accept', 'decline', 'withdraw']);

/** 'act': what a seated player does. Action text is notation (`b2b3`, a reveal `c3c3`). */
export const actSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('play'),
      text: z
        .string()
        .max(8)
        .regex(/^[a-z][0-9][a-z][0-9]$/),
    })
    .strict(),
  z.object({ type: z.literal('resign') }).strict(),
  z.object({ type: z.literal('draw'), verb: offerVerb }).strict(),
  z.object({ type: z.literal('rematch'), verb: offerVerb }).strict(),
  z.object({ type: z.literal('flag') }).strict(),
]);

/** Why the server refused a message (`reason` is the engine's code for an illegal action). */
export interface Refusal {
  readonly code: string;
  readonly reason?: string;
}

/** The answer to 'join': the room, and the reader's seat (with its token when just taken). */
export type JoinReply =
  | { readonly ok: true; readonly seat: Seat | null; readonly token?: string; readonly view: RoomView }
  | { readonly ok: false; readonly error: Refusal };

/** The answer to 'act'. */
export type ActReply = { readonly ok: true } | { readonly ok: false; readonly error: Refusal };

/** Who holds and who is connected to each seat, sent when that changes (joins, leaves, take-overs). */
export interface Presence {
  readonly taken: RoomView['taken'];
  readonly present: RoomView['present'];
}

/** Why the server closes a connection on purpose. */
export type Goodbye =
  /** The same seat was opened in another tab or device: the newer connection holds it now. */
  | 'replaced'
  /** The server is restarting: connect again (another process, or this one in a moment). */
  | 'restart';

/** Server -> client events. */
export interface ServerEvents {
  room: (view: RoomView) => void;
  update: (update: RoomUpdate) => void;
  presence: (presence: Presence) => void;
  refused: (error: Refusal) => void;
  goodbye: (why: Goodbye) => void;
}

/** 'sync' carries an empty object: the server answers with the whole room the connection has joined. */
export const syncSchema = z.object({}).strict();

/** Client -> server events (payloads are unknown until they parse). */
export interface ClientEvents {
  join: (payload: unknown, reply: (r: JoinReply) => void) => void;
  act: (payload: unknown, reply: (r: ActReply) => void) => void;
  sync: (payload: unknown, reply: (r: JoinReply) => void) => void;
}

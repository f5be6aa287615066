/** Room ids (128 random bits) and seat tokens (256 random bits), base64url, from node:crypto. */
import { randomBytes } from 'node:crypto';

export const ROOM_ID_LENGTH = 22;
export const TOKEN_LENGTH = 43;

export const newRoomId = (): string => randomBytes(16).toString('base64url');
export const newSeatToken = (): string => randomBytes(32).toString('base64url');

/** The server's limits, in one place (tests and the load bench read them). */
export const LIMITS = {
  /** Largest socket.io message accepted (bytes); larger ones close the connection. */
  maxMessageBytes: 4096,
  /** Largest POST /api/rooms body (bytes). */
  maxBodyBytes: 2048,
  /** Socket messages: burst, then per second. */
  socketBurst: 20,
  socketPerSecond: 10,
  /** Refused messages in a row after which the connection is closed (a flood). */
  floodDisconnect: 50,
  /** Rooms created per IP address: burst, then per second. */
  createBurst: 30,
  createPerSecond: 1,
  /** A room with no action for this long expires (ROOM_TTL_MS overrides). */
  roomTtlMs: 2 * 60 * 60 * 1000,
} as const;

export type Limits = { readonly [K in keyof typeof LIMITS]: number };

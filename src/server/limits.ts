/** The server's limits, in one place (tests and the load bench read them). */
export const LIMITS = {
  /** Largest socket.io message accepted (bytes); larger ones close the connection. */
  maxMessageBytes: 4096,
  /** Largest POST /api/rooms body (bytes); larger ones get 413. */
  maxBodyBytes: 2048,
  /** Socket messages per connection: burst, then per second. */
  socketBurst: 20,
  socketPerSecond: 10,
  /** Refused messages in a row after which the connection is closed (a flood). */
  floodDisconnect: 50,
  /** Rooms created per client address and window (seconds). */
  createPoints: 30,
  createWindowSeconds: 60,
  /** Joins per client address and window (seconds), counted across processes with Redis. */
  joinPoints: 20,
  joinWindowSeconds: 10,
  /** Connections open at once per client address, per server process. */
  connectionsPerAddress: 20,
  /** A room with no action for this long expires (ROOM_TTL_MS overrides). */
  roomTtlMs: 2 * 60 * 60 * 1000,
  /** How often the in-memory store forgets expired rooms. */
  sweepEveryMs: 60 * 1000,
} as const;

export type Limits = { readonly [K in keyof typeof LIMITS]: number };

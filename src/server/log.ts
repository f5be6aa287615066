/**
 * The server's log: one JSON object per line on stdout (a room event, a refusal worth knowing, an
 * error), so that an operator's log tools can filter by `event` and `room`.
 */
export type Log = (event: string, fields?: Readonly<Record<string, unknown>>) => void;

const describe = (e: unknown): unknown => (e instanceof Error ? { message: e.message, stack: e.stack } : String(e));

export const jsonLog: Log = (event, fields = {}) => {
  const line: Record<string, unknown> = { time: new Date().toISOString(), event };
  for (const [k, v] of Object.entries(fields)) line[k] = k === 'error' ? describe(v) : v;
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

/** For tests and benches that check behaviour, not the log. */
export const quietLog: Log = () => undefined;

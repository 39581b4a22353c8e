// Refusals a stranger can repeat at will are logged once per client, kind and window, so a flood of them costs the
// log a line per client every few minutes instead of a line per request. Remembers at most MAX_ENTRIES clients
// (the oldest are forgotten first), so the memory it keeps is bounded too.

const WINDOW_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 10_000;

export type QuietLog = {
  /** Logs `message` (with the client's key shortened) unless this client's `kind` was logged in the window. */
  warn: (kind: string, clientKey: string, message: string) => boolean;
};

export function createQuietLog({
  windowMs = WINDOW_MS,
  maxEntries = MAX_ENTRIES,
  write = (line: string) => console.warn(line),
  now = Date.now,
}: {
  windowMs?: number;
  maxEntries?: number;
  write?: (line: string) => void;
  now?: () => number;
} = {}): QuietLog {
  // Insertion order is age order: a key logged again is moved to the end.
  const logged = new Map<string, { at: number; repeats: number }>();
  return {
    warn(kind, clientKey, message) {
      const key = `${kind} ${clientKey}`;
      const time = now();
      const last = logged.get(key);
      if (last && time - last.at < windowMs) {
        last.repeats += 1;
        return false;
      }
      logged.delete(key);
      while (logged.size >= maxEntries) logged.delete(logged.keys().next().value!);
      logged.set(key, { at: time, repeats: 0 });
      const since = last?.repeats ? ` (${last.repeats} more since the last line)` : "";
      write(`${message} [client ${clientKey.slice(0, 12)}]${since}`);
      return true;
    },
  };
}

const store = globalThis as typeof globalThis & { __quietLog?: QuietLog };

/** The server process's one quiet log. */
export function quietLog(): QuietLog {
  store.__quietLog ??= createQuietLog();
  return store.__quietLog;
}

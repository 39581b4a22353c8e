// In-process helpers for the reverse geocoder: each server instance keeps its own (a cache miss or a looser
// throttle on another instance costs one extra call to the maps service, nothing more).

/** A map that keeps at most `maxEntries` values, each for `ttlMs`; the least recently used goes first. */
export function createLruCache<V>(maxEntries: number, ttlMs: number, now = () => Date.now()) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}

/** Allows one event per `intervalMs` for each key; remembers at most `maxKeys` keys. */
export function createThrottle(intervalMs: number, maxKeys = 10_000, now = () => Date.now()) {
  const last = createLruCache<number>(maxKeys, intervalMs, now);
  return {
    /** True, and counts the event, when the key may go ahead now. */
    tryTake(key: string) {
      if (last.get(key) !== undefined) return false;
      last.set(key, now());
      return true;
    },
  };
}

// The tag expirations every instance shares (lib/catalogue/tag-expirations.ts), followed by this server process:
// asked for once at start, then every second, and at once after this process expired tags itself. What it
// learns decides which cached pages and reads Next may still serve (server/shared-tags-cache.ts) and empties the
// micro-cache (serve.ts), so a write to the catalogue made through any instance shows on this one within about a
// second.
import { createTagFollower } from "../lib/catalogue/tag-expirations";

/** How often the database is asked what expired. */
const FOLLOW_INTERVAL_MS = 1000;

const follower = createTagFollower();
const listeners = new Set<(tags: string[]) => void>();
let started: Promise<void> | null = null;
let failing = false;

async function sync() {
  try {
    const newer = await follower.sync();
    if (failing) console.warn("The shared cache tags can be read again.");
    failing = false;
    if (newer.length > 0) for (const listener of listeners) listener(newer);
  } catch (error) {
    // Until the database answers again this instance keeps what it knew; its safety net is an hour.
    if (!failing) console.warn("The shared cache tags could not be read:", error);
    failing = true;
  }
}

/** Starts following (once per process); resolves when the first answer, or its failure, is in. */
export function followSharedTags(): Promise<void> {
  if (!started) {
    started = sync();
    setInterval(() => void sync(), FOLLOW_INTERVAL_MS).unref();
  }
  return started;
}

/** Asks at once (after this process expired tags, whose record the other instances read in their turn). */
export const syncSharedTags = () => sync();

/** Calls `listener` with the tags each answer shows newly expired (every expired tag in the first). */
export function onTagsExpired(listener: (tags: string[]) => void) {
  listeners.add(listener);
}

/** The latest time (ms) any of these tags expired, as far as this process knows, or 0. */
export const expiredAt = (tags: readonly string[]) => follower.expiredAt(tags);

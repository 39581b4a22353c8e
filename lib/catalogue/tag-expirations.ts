import { z } from "zod";
import { rpc } from "../backend/rpc";
import { SERVER_CALLER } from "../backend/types";

// Every instance trusts one freshness (docs/architecture.md#freshness): the time each cache tag expired is kept in
// PostgreSQL (public.cache_tag_expirations), which every instance of the site shares. A write to the catalogue
// records its tags there; each instance follows the table and drops what it cached before those times.

/** Records that these tags expired now, for every instance (the site's own call, as service_role). */
export async function recordTagExpirations(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await rpc("expire_cache_tags", { tags }, z.unknown(), { caller: SERVER_CALLER });
}

const expirationsSchema = z.object({
  /** The database's time (ms) when it answered: where to ask from next. */
  now: z.number(),
  /** Each tag expired since the time asked for, with its expiry (ms). */
  tags: z.record(z.string(), z.number()),
});
type Expirations = z.infer<typeof expirationsSchema>;

/** The tags expired since a time (the database asks again from a little before it), or all of them. */
const readTagExpirations = (sinceMs: number | null): Promise<Expirations> =>
  rpc("cache_tag_expirations_since", { since_ms: sinceMs }, expirationsSchema);

type TagFollower = {
  /**
   * Asks the database what expired since the last answer; resolves to the tags whose expiry is newer than this
   * follower knew (every expired tag on the first call). Calls made while one is on its way share its answer.
   */
  sync: () => Promise<string[]>;
  /** The latest expiry (ms) known among these tags, or 0. */
  expiredAt: (tags: readonly string[]) => number;
};

/** One instance's copy of the tag expirations, brought up to date by each sync. */
export function createTagFollower(read = readTagExpirations): TagFollower {
  const known = new Map<string, number>();
  let since: number | null = null;
  let running: Promise<string[]> | null = null;

  async function pull(): Promise<string[]> {
    const { now, tags } = await read(since);
    const newer: string[] = [];
    for (const [tag, at] of Object.entries(tags)) {
      if (at > (known.get(tag) ?? -1)) {
        known.set(tag, at);
        newer.push(tag);
      }
    }
    since = now;
    return newer;
  }

  return {
    sync: () =>
      (running ??= pull().finally(() => {
        running = null;
      })),
    expiredAt: (tags) => tags.reduce((latest, tag) => Math.max(latest, known.get(tag) ?? 0), 0),
  };
}

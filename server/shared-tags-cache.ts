// Next's cache handler (`cacheHandler`, set by serve.ts through next.config.ts) for npm start: Next's own file-system
// cache of pages, route answers and data reads, which keeps each instance's entries on its own disk, with one
// thing added: an entry carrying a cache tag that expired after the entry was made, on any instance, is not served
// (the tag expirations every instance shares, server/shared-tags.ts). Next's own handler knows only the tags this
// process expired, so a second instance would serve a changed city page for up to an hour, and a new city's pages
// as not found. Extending the built-in class (an internal module of Next) keeps its storage, its build-time pages
// and its memory cache as they are; e2e/two-instances.spec.ts fails if an upgrade changes what it relies on.
import { createRequire } from "node:module";
import type FileSystemCacheClass from "next/dist/server/lib/incremental-cache/file-system-cache";
import { expiredAt, followSharedTags, syncSharedTags } from "./shared-tags";

const FileSystemCache = (
  createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache") as {
    default: typeof FileSystemCacheClass;
  }
).default;

type GetArgs = Parameters<FileSystemCacheClass["get"]>;
type Entry = NonNullable<Awaited<ReturnType<FileSystemCacheClass["get"]>>>;

/** The tags an entry was stored under: a data read's are in its context, a page's or route's in its header. */
function entryTags(value: NonNullable<Entry["value"]>, ctx: GetArgs[1]): string[] {
  if (value.kind === "FETCH") {
    const read = ctx as { tags?: string[]; softTags?: string[] };
    return [...(read.tags ?? []), ...(read.softTags ?? [])];
  }
  const header = "headers" in value ? value.headers?.["x-next-cache-tags"] : undefined;
  return typeof header === "string" ? header.split(",") : [];
}

export default class SharedTagsCache extends FileSystemCache {
  async get(...args: GetArgs) {
    await followSharedTags();
    const entry = await super.get(...args);
    if (!entry?.value) return entry;
    return expiredAt(entryTags(entry.value, args[1])) > (entry.lastModified ?? 0) ? null : entry;
  }

  async revalidateTag(...args: Parameters<FileSystemCacheClass["revalidateTag"]>) {
    await super.revalidateTag(...args);
    // refreshCatalogue recorded the expiry before it expired the tags here: what this process keeps besides
    // Next's cache (the micro-cache) learns of it before the answer that made the change is sent.
    await syncSharedTags();
  }
}

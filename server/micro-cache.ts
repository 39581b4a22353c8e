// A short-lived shared cache in front of Next in `npm start`'s server, for the answers that say a shared cache
// (a CDN) may keep them: `Cache-Control` with `s-maxage` or `public`, status 200, no cookie set. It does what a
// CDN in front of the site would do for a few seconds, so a popular page or autocomplete prefix is rendered or
// read once per few seconds instead of once per visitor. Requests with credentials (a cookie or an Authorization
// header) always reach Next, so a signed-in visitor's session cookie is refreshed as usual.
//
// Nothing a stranger sends can grow it: it holds at most MAX_ENTRIES answers and MAX_TOTAL_BYTES of bodies
// (least recently used first out), frees an answer when it expires, and keys each answer by what the server can
// actually send for a request (the encoding it would choose, the RSC and prefetch flags, the segment a prefetch
// asks for), never by a header's raw text. Next's router state tree is no part of the key: an RSC answer is kept
// only when Next served it from its prerender cache (`x-nextjs-cache`), which is the route's static flight data,
// the same for every state tree. So requests that differ only in their state tree are one entry and one hit each,
// instead of one trip through Next each (600 of them grew the server by about 50 MB of garbage).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import {
  computeCacheBustingSearchParam,
  computeLegacyCacheBustingSearchParam,
} from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";

/**
 * Longest time an answer is reused, whatever its s-maxage says: ISR revalidation stays Next's to decide.
 * MICRO_CACHE_SECONDS=0 turns the cache off (to measure Next alone).
 */
const MICRO_CACHE_SECONDS = 5;
const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/** Headers and key text counted on top of the body, so that many tiny answers are bounded too. */
const ENTRY_OVERHEAD_BYTES = 2048;

/** What the compression middleware (`compression`) can send, in its order of preference. */
const ENCODINGS = ["br", "gzip", "deflate", "identity"];
const PREFERRED_ENCODINGS = ["br", "gzip"];
/** The longest segment path a prefetch may name and still be kept (Next's are a few dozen characters). */
const MAX_SEGMENT_LENGTH = 256;
/** The query parameter Next's client adds to an RSC request: a hash of its router headers. */
const CACHE_BUSTER = "_rsc";

/** negotiator 0.6 breaks ties by a preferred list, as `compression` calls it; its published types omit it. */
type Negotiating = { encoding(available: string[], preferred: string[]): string | undefined };

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Seconds a shared cache may keep an answer with this Cache-Control, or 0. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  if (sMaxAge) return Number(sMaxAge.slice(9)) || 0;
  const maxAge = directives.find((d) => d.startsWith("max-age="));
  return directives.includes("public") && maxAge ? Number(maxAge.slice(8)) || 0 : 0;
}

const header = (value: number | string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);

/**
 * The part of a request an answer may vary on, normalised: the encoding the server would send, the RSC and
 * prefetch flags (Next only tests them for "1") and, for a prefetch, the segment it asks for (Next answers an
 * unknown one with 404, which is not kept). Not the state tree: see storable(). Null when a request is not to be
 * answered from the cache.
 */
function variantKey(request: IncomingMessage): string | null {
  const headers = request.headers;
  const encoding = (new Negotiator(request) as unknown as Negotiating).encoding(
    ENCODINGS,
    PREFERRED_ENCODINGS,
  );
  const rsc = headers.rsc === "1";
  const prefetch = headers["next-router-prefetch"] === "1";
  const flags = `${rsc ? 1 : 0}${prefetch ? 1 : 0}`;
  // Next reads the segment header only on an RSC prefetch.
  const segment = rsc && prefetch ? header(headers["next-router-segment-prefetch"]) : undefined;
  if (segment !== undefined && segment.length > MAX_SEGMENT_LENGTH) return null;
  return `${encoding ?? "identity"} ${flags}${segment === undefined ? "" : ` ${segment}`}`;
}

/** The request's address without Next's cache-busting parameter, which only restates the router headers. */
function addressKey(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const kept = url
    .slice(query + 1)
    .split("&")
    .filter((pair) => pair && pair !== CACHE_BUSTER && !pair.startsWith(`${CACHE_BUSTER}=`));
  return kept.length ? `${url.slice(0, query)}?${kept.join("&")}` : url.slice(0, query);
}

/**
 * Whether an RSC request's `_rsc` parameter is the hash of its router headers, as Next checks it. Next redirects a
 * request whose hash is wrong (so that a cache which ignores Vary never keeps one variant under another's
 * address); the cache answers only requests Next would answer, and lets Next redirect the others.
 */
async function cacheBusterMatches(request: IncomingMessage): Promise<boolean> {
  const headers = request.headers;
  const prefetch = headers["next-router-prefetch"];
  const args = [
    prefetch === "1" || prefetch === "2" || prefetch === "3" ? prefetch : undefined,
    headers["next-router-segment-prefetch"],
    headers["next-router-state-tree"],
    headers["next-url"],
  ] as const;
  const actual = new URL(request.url ?? "/", "http://localhost").searchParams.get(CACHE_BUSTER);
  if (actual === null) return false;
  if (actual === (await computeCacheBustingSearchParam(...args))) return true;
  return actual === computeLegacyCacheBustingSearchParam(...args);
}

const lowerCased = (headers: OutgoingHttpHeaders | undefined): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));

/** Only Vary headers the variant key stands for: an answer varying on anything else is not kept. */
const KNOWN_VARY = new Set([
  "accept-encoding",
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
]);

export function createMicroCache({
  seconds: longest = MICRO_CACHE_SECONDS,
  now = Date.now,
  maxBytes = MAX_TOTAL_BYTES,
}: { seconds?: number; now?: () => number; maxBytes?: number } = {}) {
  const answers = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: maxBytes,
    maxEntrySize: MAX_BODY_BYTES + ENTRY_OVERHEAD_BYTES,
    sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD_BYTES,
    ttlAutopurge: true,
    // Read the clock on every look-up rather than once per millisecond, so that a test's clock is followed.
    ttlResolution: 0,
    perf: { now },
  });
  function store(
    key: string,
    rsc: boolean,
    response: ServerResponse,
    sent: OutgoingHttpHeaders,
    body: Buffer,
  ) {
    // An RSC answer rendered for this request may hold only what its state tree lacked; the prerendered one that
    // Next serves from its cache (HIT, STALE or a fresh MISS) is the whole route, for any state tree.
    if (rsc && sent["x-nextjs-cache"] === undefined) return;
    const seconds = Math.min(longest, sharedMaxAge(header(sent["cache-control"])));
    if (response.statusCode !== 200 || seconds <= 0 || sent["set-cookie"] !== undefined) return;
    if (body.length > MAX_BODY_BYTES) return;
    const vary = (header(sent.vary) ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    if (!vary.every((name) => KNOWN_VARY.has(name))) return;
    const headers = { ...sent };
    delete headers.date;
    answers.set(key, { status: response.statusCode, headers, body }, { ttl: seconds * 1000 });
  }

  /** Answers from the cache, or passes the request to `next` and keeps its answer when it may be shared. */
  function handle(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const variant =
      request.method === "GET" && !request.headers.cookie && !request.headers.authorization
        ? variantKey(request)
        : null;
    if (variant === null) return next();
    const key = `${variant} ${addressKey(request.url ?? "")}`;
    const rsc = request.headers.rsc === "1";
    const hit = answers.get(key);
    if (hit) {
      const answer = () => {
        response.writeHead(hit.status, { ...hit.headers, "x-micro-cache": "hit" });
        response.end(hit.body);
      };
      if (!rsc) return answer();
      void cacheBusterMatches(request).then(
        (matches) => (matches ? answer() : next()),
        () => next(),
      );
      return;
    }
    // The headers as sent: those set one by one, and those given to writeHead (which Node does not keep).
    let sent: OutgoingHttpHeaders = {};
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      const given = rest.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
      sent = { ...lowerCased(given as OutgoingHttpHeaders | undefined) };
      return writeHead(status, ...rest);
    }) as ServerResponse["writeHead"];
    const chunks: Buffer[] = [];
    let size = 0;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_BODY_BYTES)
        return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      // Past the largest kept body nothing more is copied: the answer will not be kept.
      if (size + buffer.length <= MAX_BODY_BYTES) chunks.push(buffer);
      size += buffer.length;
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as ServerResponse["end"];
    response.once("finish", () => {
      if (size <= MAX_BODY_BYTES)
        store(key, rsc, response, { ...response.getHeaders(), ...sent }, Buffer.concat(chunks));
    });
    next();
  }

  /** What the cache holds now: answers and bytes counted against its bounds. */
  const stats = () => ({ entries: answers.size, bytes: answers.calculatedSize });
  /** Drops every answer (serve.ts calls it when the catalogue changed, so no page is a few seconds old). */
  const clear = () => answers.clear();
  return Object.assign(handle, { stats, clear });
}

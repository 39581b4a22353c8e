// A short-lived shared cache in front of Next in `npm start`'s server, for the answers that say a shared cache
// (a CDN) may keep them: `Cache-Control` with `s-maxage` or `public`, status 200, no cookie set. It does what a
// CDN in front of the site would do for a few seconds, so a popular page or autocomplete prefix is rendered or
// read once per few seconds instead of once per visitor. Variants follow the answer's `Vary` header (React's
// RSC requests, Accept-Encoding). Requests with credentials (a cookie or an Authorization header) always reach
// Next, so a signed-in visitor's session cookie is refreshed as usual.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Longest time an answer is reused, whatever its s-maxage says: ISR revalidation stays Next's to decide.
 * MICRO_CACHE_SECONDS=0 turns the cache off (to measure Next alone).
 */
const MICRO_CACHE_SECONDS = 5;
const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 1024 * 1024;

type Entry = { expires: number; status: number; headers: OutgoingHttpHeaders; body: Buffer };
type Variants = { vary: string[]; entries: Map<string, Entry> };

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

const lowerCased = (headers: OutgoingHttpHeaders | undefined): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));

export function createMicroCache({
  seconds: longest = MICRO_CACHE_SECONDS,
  now = Date.now,
}: { seconds?: number; now?: () => number } = {}) {
  const byUrl = new Map<string, Variants>();

  const variantKey = (request: IncomingMessage, vary: string[]) =>
    vary.map((name) => `${name}:${header(request.headers[name]) ?? ""}`).join("\n");

  function lookup(request: IncomingMessage): Entry | null {
    const variants = byUrl.get(request.url ?? "");
    const entry = variants?.entries.get(variantKey(request, variants.vary));
    return entry && entry.expires > now() ? entry : null;
  }

  function store(
    request: IncomingMessage,
    response: ServerResponse,
    sent: OutgoingHttpHeaders,
    body: Buffer,
  ) {
    const seconds = Math.min(longest, sharedMaxAge(header(sent["cache-control"])));
    if (response.statusCode !== 200 || seconds <= 0 || sent["set-cookie"] !== undefined) return;
    if (body.length > MAX_BODY_BYTES) return;
    const vary = (header(sent.vary) ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    if (vary.includes("*") || vary.includes("cookie")) return;
    const url = request.url ?? "";
    const variants = byUrl.get(url) ?? { vary, entries: new Map() };
    if (variants.vary.join() !== vary.join()) variants.entries.clear();
    variants.vary = vary;
    const headers = { ...sent };
    delete headers.date;
    variants.entries.set(variantKey(request, vary), {
      expires: now() + seconds * 1000,
      status: response.statusCode,
      headers,
      body,
    });
    byUrl.delete(url);
    byUrl.set(url, variants);
    if (byUrl.size > MAX_ENTRIES) byUrl.delete(byUrl.keys().next().value!);
  }

  /** Answers from the cache, or passes the request to `next` and keeps its answer when it may be shared. */
  return function handle(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const cacheable = request.method === "GET" && !request.headers.cookie && !request.headers.authorization;
    if (!cacheable) return next();
    const hit = lookup(request);
    if (hit) {
      response.writeHead(hit.status, { ...hit.headers, "x-micro-cache": "hit" });
      response.end(hit.body);
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
      chunks.push(buffer);
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
    response.once("finish", () =>
      store(request, response, { ...response.getHeaders(), ...sent }, Buffer.concat(chunks)),
    );
    next();
  };
}

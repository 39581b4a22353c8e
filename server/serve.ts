// `npm start`: the production server. Next's own `next start` keeps an X-Forwarded-For header exactly as the client
// sent it and records the connection's address only when there is none, so a client could name any address.
// This entry appends the connection's address as the last entry, as a proxy does, before Next sees the request;
// lib/security/client-address.ts then trusts only the entries that TRUSTED_PROXY_HOPS says proxies wrote. Answers a
// CDN may share are kept for a few seconds (server/micro-cache.ts). A form post that declares no length is answered
// 411, one that declares more than the largest form post 413, before Next reads it (server/body-limit.ts). Any
// number of these servers may run on one database: each follows the cache tags a write to the catalogue expired,
// which every instance shares (server/shared-tags.ts).
// Usage: node .next/serve/serve.mjs [-p PORT] [-H HOST] (default: $PORT or 3000, on every interface, like next start).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import { deferScriptsUntilPaint } from "./after-paint-scripts";
import { limitActionBody } from "./body-limit";
import { createMicroCache } from "./micro-cache";
import { onTagsExpired } from "./shared-tags";
import { createStaticFiles } from "./static-files";
import { securityHeaders } from "../lib/security/headers";
import { NOT_FOUND_PATH, UNKNOWN_POST_PATH } from "../lib/site/not-found-paths";

function option(flags: string[], fallback: string) {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => flags.includes(arg));
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
}

/**
 * Next copies a page it built into its route cache the first time the page is read. Every unknown city, brand, post
 * and sitemap part is sent to one of two not-found pages (proxy.ts): the server reads both once at start, so that
 * copy is made then, and a stranger's made-up address never writes to disk.
 */
async function readNotFoundPages(host: string, port: number) {
  for (const path of [NOT_FOUND_PATH, UNKNOWN_POST_PATH]) {
    await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${port}${path}`)
      .then((response) => response.arrayBuffer())
      .catch((error: unknown) => console.warn(`Could not read ${path} at start:`, error));
  }
}

async function main() {
  (process.env as Record<string, string>).NODE_ENV ??= "production";
  const port = Number(option(["-p", "--port"], process.env.PORT ?? "3000"));
  // Not $HOSTNAME: shells and containers set it to the machine's name.
  const hostname = option(["-H", "--hostname"], "0.0.0.0");
  // This server compresses (below), so Next must not (next.config.ts reads this when the server prepares).
  process.env.COMPRESSED_BY_SERVER = "1";
  // Next's cache, with the tag expirations every instance shares (next.config.ts reads this too).
  // Beside this file, compiled as it is (.next/serve/, server/bundle.ts) or from source.
  const self = fileURLToPath(import.meta.url);
  process.env.SHARED_TAGS_CACHE_HANDLER = path.join(
    path.dirname(self),
    `shared-tags-cache${path.extname(self)}`,
  );
  const { default: next } = await import("next");
  // Next names the URL proxy.ts sees after "localhost"; its router must use the same name, or it takes a rewrite
  // made in proxy.ts for one to another site and fetches it over HTTP. The server still listens on `hostname`.
  const app = next({ dev: false, hostname: "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const seconds = process.env.MICRO_CACHE_SECONDS;
  const microCache = createMicroCache(seconds === undefined ? {} : { seconds: Number(seconds) });
  // A write to the catalogue, through this instance or another, empties it: no page is kept past its data.
  onTagsExpired(() => microCache.clear());
  // Compression here rather than in Next (COMPRESSED_BY_SERVER above), so that HTML can be rewritten before it
  // is compressed, and with Brotli, which Next's own compression lacks (about 15% fewer bytes than gzip).
  // AFTER_PAINT_SCRIPTS=0 serves Next's script tags as they are (to measure the difference).
  const afterPaint = process.env.AFTER_PAINT_SCRIPTS !== "0";
  const compress = compression() as unknown as (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;
  // The same security headers as next.config.ts sets on what Next answers.
  const staticFiles = createStaticFiles(
    ".next",
    securityHeaders({ supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || undefined }),
  );
  const trustsProxies = Number(process.env.TRUSTED_PROXY_HOPS ?? 0) > 0;
  let warnedOfProxy = false;
  const server = createServer((request, response) => {
    const peer = request.socket.remoteAddress ?? "unknown";
    const sent = request.headers["x-forwarded-for"];
    const prior = Array.isArray(sent) ? sent.join(", ") : sent;
    if (prior && !trustsProxies && !warnedOfProxy) {
      // Behind a proxy that nobody declared, every client has the proxy's address: one rate-limit bucket for all.
      warnedOfProxy = true;
      console.warn(
        "Requests arrive with X-Forwarded-For but TRUSTED_PROXY_HOPS is 0: if a proxy stands in front of this " +
          "server, every client shares its address and one rate limit. Set TRUSTED_PROXY_HOPS to the number of proxies.",
      );
    }
    request.headers["x-forwarded-for"] = prior ? `${prior}, ${peer}` : peer;
    limitActionBody(request, response, () =>
      staticFiles(request, response, () =>
        microCache(request, response, () =>
          compress(request, response, () =>
            afterPaint
              ? deferScriptsUntilPaint(request, response, () => void handle(request, response))
              : void handle(request, response),
          ),
        ),
      ),
    );
  });
  server.listen(port, hostname, () => {
    console.log(`Ready on http://${hostname}:${port}`);
    void readNotFoundPages(hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname, port);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server.close();
      process.exit(0);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});

// `npm start` sends the build's own static files (/_next/static/…) itself, choosing the Brotli or gzip copy that
// `npm run build` wrote beside each file (server/precompress.ts) when the browser accepts it. No compression
// then runs per request while a page loads. A file it does not have goes on to Next, which answers 404.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";

const PREFIX = "/_next/static";
const ONE_YEAR_SECONDS = 31_536_000;

type Header = { key: string; value: string };

/**
 * A handler for `<distDir>/static` at /_next/static: immutable for a year (file names carry a content hash), with
 * `headers` (the site's security headers) on every answer.
 */
export function createStaticFiles(distDir: string, headers: readonly Header[]) {
  const serve = sirv(path.join(distDir, "static"), {
    brotli: true,
    gzip: true,
    extensions: [],
    etag: true,
    maxAge: ONE_YEAR_SECONDS,
    immutable: true,
    setHeaders: (response) => {
      for (const { key, value } of headers) response.setHeader(key, value);
    },
  });
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = request.url ?? "";
    if (request.method !== "GET" || !url.startsWith(`${PREFIX}/`)) return next();
    request.url = url.slice(PREFIX.length);
    serve(request, response, () => {
      request.url = url;
      next();
    });
  };
}

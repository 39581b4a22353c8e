// The framework's scripts start loading once the page has painted. Next writes them as `<script async>` tags in
// the head (plus a low-priority preload), so a phone fetches about 140 KB of JavaScript while it still waits for
// the HTML and the stylesheet, and the first paint of text that the server already rendered waits behind them.
// This rewriter, used by `npm start`'s server on every HTML page, replaces each such tag with a call that a small
// loader in the head queues until the first frame has been drawn, then adds the scripts as async scripts, exactly
// as the browser would have run them. The page's HTML and content are unchanged.

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { StringDecoder } from "node:string_decoder";

const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const PRELOAD_TAG =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/**
 * Queues `__afterPaint(src)` calls until the browser reports the first contentful paint (at once in a hidden tab or
 * a browser without paint timing; a second after the load event at the latest), then loads them as async scripts. `self.__afterPaintLoaded` turns true once
 * every queued script has run (the end-to-end tests wait for it after a navigation).
 */
export const AFTER_PAINT_LOADER =
  "<script>(function(w,d){var q=[],ready=0,left=0;function done(){if(ready&&!left&&d.readyState!=='loading')" +
  "w.__afterPaintLoaded=true}function add(s){var e=d.createElement('script');e.src=s;e.async=true;left++;" +
  "e.onload=e.onerror=function(){left--;done()};d.head.appendChild(e)}w.__afterPaint=function(s){ready?add(s):" +
  "q.push(s)};function run(){if(ready)return;ready=1;q.forEach(add);q=[];done()}" +
  "d.addEventListener('DOMContentLoaded',done);try{if(d.visibilityState==='hidden')throw 0;" +
  "new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(run,0)})" +
  ".observe({type:'paint',buffered:true});d.addEventListener('visibilitychange',run);" +
  "w.addEventListener('load',function(){setTimeout(run,1000)})}catch(e){run()}})(self,document)</script>";

/** Where an incomplete tag at the end of `text` starts (it is held back until the next chunk), or -1. */
function incompleteTail(text: string) {
  const lastOpen = text.lastIndexOf("<");
  const openTagCut = lastOpen >= 0 && !text.includes(">", lastOpen) ? lastOpen : -1;
  const lastScript = text.lastIndexOf('<script src="');
  const scriptCut = lastScript >= 0 && !text.includes("</script>", lastScript) ? lastScript : -1;
  const cuts = [openTagCut, scriptCut].filter((cut) => cut >= 0);
  return cuts.length ? Math.min(...cuts) : -1;
}

/** A streaming rewriter for one HTML document: feed it the chunks in order, then call `end`. */
export function createAfterPaintRewriter() {
  let carry = "";
  let loaderWritten = false;

  const rewrite = (text: string) =>
    text.replace(PRELOAD_TAG, "").replace(SCRIPT_TAG, (_, src: string) => {
      const call = `<script>__afterPaint(${JSON.stringify(src)})</script>`;
      if (loaderWritten) return call;
      loaderWritten = true;
      return AFTER_PAINT_LOADER + call;
    });

  return {
    push(chunk: string) {
      const text = carry + chunk;
      const cut = incompleteTail(text);
      carry = cut >= 0 ? text.slice(cut) : "";
      return rewrite(cut >= 0 ? text.slice(0, cut) : text);
    },
    end() {
      const rest = carry;
      carry = "";
      return rewrite(rest);
    },
  };
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Middleware for a Node HTTP server in front of Next: HTML answers go through the rewriter (and lose their
 * Content-Length, which no longer holds); everything else passes untouched.
 */
export function deferScriptsUntilPaint(request: IncomingMessage, response: ServerResponse, next: () => void) {
  // RSC requests (client navigations) carry the `rsc` header and answer with flight data, not HTML.
  if (request.method !== "GET" || request.headers.rsc !== undefined) return next();
  let html: boolean | undefined;
  const rewriter = createAfterPaintRewriter();
  const decoder = new StringDecoder("utf8");
  const decide = (given?: OutgoingHttpHeaders) => {
    if (html !== undefined) return html;
    const type = Object.entries(given ?? {}).find(([name]) => name.toLowerCase() === "content-type")?.[1];
    html = String(type ?? response.getHeader("content-type") ?? "").startsWith("text/html");
    if (html) {
      response.removeHeader("content-length");
      for (const name of Object.keys(given ?? {}))
        if (name.toLowerCase() === "content-length") delete given![name];
    }
    return html;
  };
  const text = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk);

  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    decide(
      rest.find(
        (arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg),
      ) as OutgoingHttpHeaders,
    );
    return writeHead(status, ...rest);
  }) as ServerResponse["writeHead"];

  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  response.write = ((chunk: Chunk, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback) => {
    const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    if (!decide()) return write(chunk, ...(encoding ? [encoding] : []), done);
    return write(rewriter.push(decoder.write(text(chunk, encoding))), done);
  }) as ServerResponse["write"];

  const end = response.end.bind(response) as (
    chunk?: Chunk | Callback,
    callback?: Callback,
  ) => ServerResponse;
  response.end = ((
    chunk?: Chunk | Callback,
    encodingOrCallback?: BufferEncoding | Callback,
    callback?: Callback,
  ) => {
    const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    const body = typeof chunk === "function" ? undefined : chunk;
    const finished = typeof chunk === "function" ? chunk : done;
    if (!decide()) return end(body === undefined ? finished : text(body, encoding), finished);
    const rest =
      (body === undefined ? "" : rewriter.push(decoder.write(text(body, encoding)))) +
      rewriter.push(decoder.end());
    return end(rest + rewriter.end(), finished);
  }) as ServerResponse["end"];
  next();
}

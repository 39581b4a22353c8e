// Form posts and server action calls over the largest form post are refused here, before Next sees them: Next waits
// for the whole body of a request that its proxy answered (and buffers it), so a streamed body that never ends, or a
// very long one, would keep the request open and its memory held. A body that declares its size is checked by its
// header; one streamed without a size (chunked) is read here up to the limit, then handed to Next whole.
import { IncomingMessage, type ServerResponse } from "node:http";
import { isActionPost, MAX_UPLOAD_BODY_BYTES, TOO_LARGE } from "../lib/http/request-guard";

/** How long the rest of a refused body is read (and dropped) so that its sender gets to read the answer. */
const DRAIN_MS = 2000;

/**
 * Answers 413 at once. The rest of the body is read and dropped, never kept, so that the client, still sending,
 * reads the answer (a socket closed under a sender is reset, and the answer lost with it); after DRAIN_MS the
 * connection is closed all the same, so a body that never ends holds nothing.
 */
function refuse(request: IncomingMessage, response: ServerResponse) {
  if (!response.headersSent) {
    response.writeHead(413, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  }
  response.end(`Bad request: ${TOO_LARGE}`);
  if (request.complete) return;
  request.resume();
  const timer = setTimeout(() => request.socket.destroy(), DRAIN_MS);
  timer.unref();
  request.once("end", () => clearTimeout(timer));
  request.once("close", () => clearTimeout(timer));
}

/** A request Next can read as it would the original: the same head, and the body read here. */
function replay(request: IncomingMessage, chunks: Buffer[], size: number): IncomingMessage {
  const copy = new IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  const headers = { ...request.headers, "content-length": String(size) };
  delete headers["transfer-encoding"];
  copy.headers = headers;
  copy.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value ?? ""]).flatMap((one) => [name, one]),
  );
  for (const chunk of chunks) copy.push(chunk);
  copy.push(null);
  copy.complete = true;
  return copy;
}

/**
 * Calls `next` with the request (or a copy whose body was read here) unless it is a form post or action call over
 * `limit` bytes, which is answered 413 as soon as the limit is passed.
 */
export function limitActionBody(
  request: IncomingMessage,
  response: ServerResponse,
  next: (request: IncomingMessage) => void,
  limit = MAX_UPLOAD_BODY_BYTES,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  if (!isActionPost(request.method ?? "GET", headers)) return next(request);
  const declared = request.headers["content-length"];
  if (declared !== undefined) {
    return Number(declared) > limit ? refuse(request, response) : next(request);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  request.on("data", (chunk: Buffer) => {
    if (refused) return;
    size += chunk.byteLength;
    if (size > limit) {
      refused = true;
      chunks.length = 0;
      refuse(request, response);
      return;
    }
    chunks.push(chunk);
  });
  request.on("end", () => {
    if (!refused) next(replay(request, chunks, size));
  });
  request.on("error", () => {
    refused = true;
    chunks.length = 0;
  });
}

// Form posts, server action calls and photo uploads are judged by their headers alone, before Next sees them: one
// that declares no length (a chunked body; browsers always declare it) is answered 411, one that declares more than
// its limit 413 (64 KB for an action, 5 MB for a photo). Next waits for the whole body of a request that its proxy answered and keeps a copy of it, so a body
// that never ends, or a very long one, would hold the request open and its memory with it. A refused body is never
// read: the answer is sent, the connection half-closed and, DRAIN_MS later, closed, so a refusal holds at most one
// read of its socket whatever the sender keeps sending.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isActionPost, MAX_ACTION_BODY_BYTES, TOO_LARGE } from "../lib/http/request-guard";
import {
  PHOTO_LENGTH_REQUIRED,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_UPLOAD_PATH,
} from "../lib/photos/constants";

/** How long a refused post's connection stays half-open, so that its sender gets to read the answer. */
const DRAIN_MS = 2000;
export const LENGTH_REQUIRED = "A form must be sent with its length (Content-Length).";

export type BodyLimitOptions = {
  /** The largest action body, in bytes. */
  limit?: number;
  /** The largest photo upload (POST to PHOTO_UPLOAD_PATH), in bytes. */
  photoLimit?: number;
  /** How long a refused post's connection stays half-open. */
  drainMs?: number;
};

/**
 * Answers at once without reading the body. Closing a socket with unread data resets it, and a reset can reach the
 * sender before the answer does; so the connection is half-closed after the answer (the sender reads it, then the end)
 * and closed when the sender closes it or after `drainMs`. Nothing that arrives meanwhile is read: the request stays
 * paused, and the kernel's buffers hold the rest.
 */
function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: 411 | 413,
  drainMs: number,
  photo: boolean,
) {
  // A photo upload is answered as its route answers, in the API's error envelope.
  const body = photo
    ? JSON.stringify({
        error:
          status === 411
            ? { code: "length_required", message: PHOTO_LENGTH_REQUIRED }
            : { code: "too_large", message: PHOTO_TOO_LARGE },
      })
    : `Bad request: ${status === 411 ? LENGTH_REQUIRED : TOO_LARGE}`;
  const headers = {
    "content-type": photo ? "application/json" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  };
  request.pause();
  const socket = request.socket;
  // Behind an earlier answer on the same connection (pipelined): Node closes the connection after this one.
  if (response.socket !== socket) return void response.writeHead(status, headers).end(body);
  // Written, not ended: an ended answer makes Node close the socket at once (and read the body first).
  response.writeHead(status, headers).write(body);
  socket.end();
  const timer = setTimeout(() => socket.destroy(), drainMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

/**
 * Calls `next` unless the request is a form post, action call or photo upload without a declared length (411) or
 * over its limit (413).
 */
export function limitActionBody(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
  { limit = MAX_ACTION_BODY_BYTES, photoLimit = PHOTO_MAX_BYTES, drainMs = DRAIN_MS }: BodyLimitOptions = {},
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const method = request.method ?? "GET";
  const photo = method === "POST" && request.url?.split("?")[0] === PHOTO_UPLOAD_PATH;
  if (!photo && !isActionPost(method, headers)) return next();
  if (photo) limit = photoLimit;
  const declared = request.headers["content-length"];
  if (declared === undefined) return refuse(request, response, 411, drainMs, photo);
  return Number(declared) > limit ? refuse(request, response, 413, drainMs, photo) : next();
}

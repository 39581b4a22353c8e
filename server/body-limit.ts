// Form posts and server action calls over the largest form post are refused here, before Next sees them: Next waits
// for the whole body of a request that its proxy answered (and buffers it), so a streamed body that never ends, or a
// very long one, would keep the request open and its memory held. A body that declares its size is checked by its
// header and passed on as it is. One streamed without a size (chunked) is read here, to its end or past the limit:
// its first 64 KB in memory, the rest written chunk by chunk to a temporary file that has no name once opened and is
// closed with the response, so a post holds one chunk at a time, not the 6 MB it may carry (ten at once held 60 MB).
// A body within the limit is then handed to Next with its length, read from memory and the file as Next reads it.
// Node's HTTP parser copies every chunk of a body into memory of its own, freed only when the collector next runs,
// and the C library keeps its heap at the highest it reached: forty 7 MB posts left the server about 35 MB larger.
// So the young generation is collected after every COLLECT_EVERY_BYTES of streamed body read or replayed here
// (about a millisecond each), and the whole heap once no streamed body is left, at most once a FULL_EVERY_MS.
import { randomUUID } from "node:crypto";
import { open, unlink, type FileHandle } from "node:fs/promises";
import { IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { isActionPost, MAX_UPLOAD_BODY_BYTES, TOO_LARGE } from "../lib/http/request-guard";

/** How long a refused post's connection stays open, so that its sender gets to read the answer. */
const DRAIN_MS = 2000;
/** How much of a streamed body is kept in memory; past it, the body goes to a temporary file. */
const IN_MEMORY_BYTES = 64 * 1024;
/** The size of each read of the temporary file when Next reads the body. */
const READ_BYTES = 64 * 1024;
/** How many bytes of streamed body are read or replayed between two collections of the young generation. */
const COLLECT_EVERY_BYTES = 1024 * 1024;
/** How long after the last streamed body ends the whole heap is collected, and how often at most. */
const SETTLE_MS = 200;
const FULL_EVERY_MS = 1000;

/** Frees what streamed bodies leave behind: `young` while they are read, `full` once none is left. */
export type Collector = { young: () => void; full: () => void };

/** V8's own collections, through the gc function that a new context is given. */
function v8Collector(): Collector {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (options?: { type: "minor" }) => void;
  setFlagsFromString("--no-expose-gc");
  return { young: () => gc({ type: "minor" }), full: () => gc() };
}
let defaultCollector: Collector | null = null;

/** Streamed bytes read or replayed since the last collection, counted over every streamed body. */
let sinceCollected = 0;
/** How many streamed bodies are being read or replayed, and when the whole heap was last collected. */
let streaming = 0;
let fullTimer: NodeJS.Timeout | null = null;
let lastFull = 0;

/** Counts `bytes` more, and collects the young generation each time another `every` bytes have passed. */
function passed(bytes: number, every: number, collector: Collector) {
  sinceCollected += bytes;
  if (sinceCollected < every) return;
  sinceCollected = 0;
  collector.young();
}

/** One more streamed body; the function returned says it is over, and the last one over collects the heap. */
function streamStarted(collector: Collector) {
  streaming += 1;
  let over = false;
  return () => {
    if (over) return;
    over = true;
    streaming -= 1;
    if (streaming > 0 || fullTimer) return;
    fullTimer = setTimeout(
      () => {
        fullTimer = null;
        if (streaming > 0) return;
        lastFull = Date.now();
        collector.full();
      },
      Math.max(SETTLE_MS, lastFull + FULL_EVERY_MS - Date.now()),
    );
    fullTimer.unref();
  };
}

export type BodyLimitOptions = {
  /** The largest body, in bytes. */
  limit?: number;
  /** How much of a streamed body is kept in memory. */
  inMemory?: number;
  /** Where the rest of a streamed body is written. */
  spoolDir?: string;
  /** How many bytes of streamed body pass between two collections of the young generation. */
  collectEvery?: number;
  /** Frees what streamed bodies leave behind (by default, V8's collections). */
  collector?: Collector;
};

/**
 * Answers at once (413 unless told). The connection stays open for DRAIN_MS so that the client, still sending,
 * reads the answer (a socket closed under a sender is reset, and the answer lost with it); what arrives of the rest
 * meanwhile is dropped, never kept. Then it is closed all the same, so a body that never ends holds nothing.
 */
function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status = 413,
  message = `Bad request: ${TOO_LARGE}`,
) {
  if (!response.headersSent) {
    response.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  }
  response.end(message);
  if (request.complete) return;
  request.resume();
  const timer = setTimeout(() => request.socket.destroy(), DRAIN_MS);
  timer.unref();
  request.once("end", () => clearTimeout(timer));
  request.once("close", () => clearTimeout(timer));
}

/** A temporary file no other process can open, with no name left once it is open (where the system allows). */
class Spool {
  size = 0;
  private constructor(
    private readonly handle: FileHandle,
    private readonly named: string | null,
  ) {}

  static async open(dir: string) {
    const name = path.join(dir, `body-${randomUUID()}`);
    const handle = await open(name, "wx+", 0o600);
    // POSIX keeps an unlinked file readable through the open handle; Windows does not, so there it is unlinked on close.
    const named = await unlink(name).then(
      () => null,
      () => name,
    );
    return new Spool(handle, named);
  }

  async write(chunk: Buffer) {
    for (let done = 0; done < chunk.byteLength;) {
      const { bytesWritten } = await this.handle.write(chunk, done, chunk.byteLength - done, this.size);
      done += bytesWritten;
      this.size += bytesWritten;
    }
  }

  async read(position: number) {
    const { bytesRead, buffer } = await this.handle.read(
      Buffer.allocUnsafe(READ_BYTES),
      0,
      READ_BYTES,
      position,
    );
    return buffer.subarray(0, bytesRead);
  }

  private closed = false;
  close() {
    if (this.closed) return;
    this.closed = true;
    void this.handle
      .close()
      .then(() => (this.named === null ? undefined : unlink(this.named)))
      .catch(() => {});
  }
}

/** A request Next can read as it would the original: the same head, and the body read here, with its length. */
function replay(
  request: IncomingMessage,
  head: Buffer[],
  spool: Spool | null,
  size: number,
  count: (bytes: number) => void,
): IncomingMessage {
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
  // The whole message has arrived: Next must not take the copy for a request its client broke off.
  copy.complete = true;
  for (const chunk of head) copy.push(chunk);
  if (!spool) {
    copy.push(null);
    return copy;
  }
  let position = 0;
  // Read from the file only as fast as Next reads the copy.
  copy._read = (size) => {
    // IncomingMessage's own _read keeps its bookkeeping: without it, the copy stops after its first read of the file.
    IncomingMessage.prototype._read.call(copy, size);
    spool.read(position).then(
      (chunk) => {
        position += chunk.byteLength;
        count(chunk.byteLength);
        if (chunk.byteLength === 0) {
          spool.close();
          copy.push(null);
        } else copy.push(chunk);
      },
      (error: Error) => copy.destroy(error),
    );
  };
  copy.once("close", () => spool.close());
  return copy;
}

/**
 * Calls `next` with the request (or a copy whose body was read here) unless it is a form post or action call over
 * the limit, which is answered 413 as soon as the limit is passed.
 */
export function limitActionBody(
  request: IncomingMessage,
  response: ServerResponse,
  next: (request: IncomingMessage) => void,
  {
    limit = MAX_UPLOAD_BODY_BYTES,
    inMemory = IN_MEMORY_BYTES,
    spoolDir = tmpdir(),
    collectEvery = COLLECT_EVERY_BYTES,
    collector = (defaultCollector ??= v8Collector()),
  }: BodyLimitOptions = {},
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
  receive(request, response, next, { limit, inMemory, spoolDir, collectEvery, collector });
}

/**
 * Reads a body streamed without a size: the first `inMemory` bytes into memory, the rest into a spool, pausing the
 * request while each chunk is written so that at most one chunk is held. Then hands Next a copy that reads both.
 */
function receive(
  request: IncomingMessage,
  response: ServerResponse,
  next: (request: IncomingMessage) => void,
  { limit, inMemory, spoolDir, collectEvery, collector }: Required<BodyLimitOptions>,
) {
  const count = (bytes: number) => passed(bytes, collectEvery, collector);
  // Over once both the body and the answer are: a refused body is still drained after its answer (until it ends or
  // its connection is closed), a body handed on is still replayed after it was read.
  const ended = streamStarted(collector);
  let open = 2;
  let bodyOver = false;
  const closed = () => (open -= 1) === 0 && ended();
  const bodyClosed = () => {
    if (bodyOver) return;
    bodyOver = true;
    request.socket.off("close", bodyClosed);
    closed();
  };
  request.once("end", bodyClosed);
  request.once("error", bodyClosed);
  request.socket.once("close", bodyClosed);
  response.once("close", closed);
  const head: Buffer[] = [];
  let size = 0;
  let spool: Spool | null = null;
  let done = false;
  const give = (status?: number, message?: string) => {
    done = true;
    head.length = 0;
    spool?.close();
    refuse(request, response, status, message);
  };
  const store = async (chunk: Buffer) => {
    spool ??= await Spool.open(spoolDir);
    await spool.write(chunk);
  };
  // The spool is closed with the response, whether Next read it all, refused it early or the client left.
  response.once("close", () => spool?.close());
  // A 'data' listener, not an async iterator: once refused, the rest of the body must keep flowing, to be dropped.
  request.on("data", (chunk: Buffer) => {
    count(chunk.byteLength);
    if (done) return;
    size += chunk.byteLength;
    if (size > limit) return give();
    if (!spool && size <= inMemory) return void head.push(chunk);
    request.pause();
    store(chunk).then(
      () => done || request.resume(),
      (error: unknown) => {
        console.error("A streamed form post could not be written to a temporary file:", error);
        give(503, "The form could not be received. Please try again later.");
      },
    );
  });
  request.on("end", () => {
    if (done) return;
    done = true;
    next(replay(request, head, spool, size, count));
  });
  // The client broke off: there is no one to answer.
  request.on("error", () => {
    done = true;
    spool?.close();
  });
}

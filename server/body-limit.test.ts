import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { MAX_ACTION_BODY_BYTES } from "../lib/http/request-guard";
import { PHOTO_LENGTH_REQUIRED, PHOTO_TOO_LARGE, PHOTO_UPLOAD_PATH } from "../lib/photos/constants";
import { LENGTH_REQUIRED, limitActionBody, type BodyLimitOptions } from "./body-limit";

// A real HTTP server with the limit in front of a handler that reads the body as Next would and answers with its
// length and its declared length.

const LIMIT = 256 * 1024;
const CHUNK = 16 * 1024;
let options: BodyLimitOptions;
let server: Server;
let port: number;
let handled: number;
/** The server's side of each connection, to see how much of a refused body it read and when it closed. */
let sockets: Socket[];

beforeAll(async () => {
  server = createServer((request, response) =>
    limitActionBody(
      request,
      response,
      () => {
        handled += 1;
        let length = 0;
        request.on("data", (chunk: Buffer) => (length += chunk.byteLength));
        request.on("end", () => response.end(`${length} ${request.headers["content-length"]}`));
      },
      options,
    ),
  );
  server.on("connection", (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
beforeEach(() => {
  handled = 0;
  sockets = [];
  options = { limit: LIMIT, drainMs: 300 };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; body: string; connection: string | undefined };

/**
 * Posts `size` bytes in chunks of 16 KB, with a Content-Length when `declare`, else chunked; the body ends only when
 * `end`, so a refusal must come while the client is still sending.
 */
function post(
  size: number,
  { end = false, declare = false, type = "multipart/form-data; boundary=x", path = "/" } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": type };
    if (declare) headers["content-length"] = String(size);
    const request = httpRequest({ port, host: "127.0.0.1", method: "POST", path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode!, body, connection: response.headers.connection }),
      );
    });
    request.on("error", reject);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += CHUNK;
        if (!request.write(Buffer.alloc(CHUNK, 97))) return void request.once("drain", write);
      }
      if (end) request.end();
    };
    write();
  });
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once("close", () => resolve())));

describe("the body limit in front of Next", () => {
  it("answers a form post streamed without a length 411 at once, reads no more of it, and closes it", async () => {
    const started = performance.now();
    // Four times the limit, never ended: only an answer given before the body ends finishes the request.
    const answer = await post(LIMIT * 4);
    expect(answer).toEqual({ status: 411, body: `Bad request: ${LENGTH_REQUIRED}`, connection: "close" });
    expect(handled).toBe(0);
    const [socket] = sockets;
    await closed(socket!);
    expect(performance.now() - started).toBeLessThan(5000);
    // At most what the first reads of the socket took in; never the body.
    expect(socket!.bytesRead).toBeLessThan(LIMIT);
  });

  it("answers a form post that declares more than the limit 413 by its header, and reads no more of it", async () => {
    const answer = await post(LIMIT * 4, { declare: true });
    expect(answer).toEqual({
      status: 413,
      body: "Bad request: The request is too large.",
      connection: "close",
    });
    expect(handled).toBe(0);
    await closed(sockets[0]!);
    expect(sockets[0]!.bytesRead).toBeLessThan(LIMIT);
  });

  it("hands on a form post that declares its length, up to the limit, whole", async () => {
    expect(await post(LIMIT, { declare: true, end: true })).toMatchObject({
      status: 200,
      body: `${LIMIT} ${LIMIT}`,
    });
    expect(handled).toBe(1);
  });

  it("holds nothing of ten refused posts at once past the drain, and goes on answering", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(LIMIT * 4)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(411));
    await Promise.all(sockets.map(closed));
    expect(await post(CHUNK, { declare: true, end: true })).toMatchObject({ status: 200 });
  });

  it("refuses an action post over 64 KB by default, and hands on one of 64 KB", async () => {
    options = { drainMs: 300 };
    expect((await post(MAX_ACTION_BODY_BYTES + 1, { declare: true })).status).toBe(413);
    expect(handled).toBe(0);
    expect(await post(MAX_ACTION_BODY_BYTES, { declare: true, end: true })).toMatchObject({ status: 200 });
  });

  it("judges a photo upload by the photo's limit: 411 streamed, 413 over it, whole under it", async () => {
    options = { limit: CHUNK, photoLimit: LIMIT, drainMs: 300 };
    const photo = { type: "image/png", path: PHOTO_UPLOAD_PATH };
    expect(await post(LIMIT * 4, photo)).toMatchObject({
      status: 411,
      body: JSON.stringify({ error: { code: "length_required", message: PHOTO_LENGTH_REQUIRED } }),
    });
    expect(await post(LIMIT + 1, { ...photo, declare: true })).toMatchObject({
      status: 413,
      body: JSON.stringify({ error: { code: "too_large", message: PHOTO_TOO_LARGE } }),
    });
    expect(handled).toBe(0);
    expect(await post(LIMIT, { ...photo, declare: true, end: true })).toMatchObject({
      status: 200,
      body: `${LIMIT} ${LIMIT}`,
    });
  });

  it("leaves other requests alone, streamed or not, however large", async () => {
    const answer = await post(LIMIT * 2, { end: true, type: "application/json" });
    expect(answer).toMatchObject({ status: 200, body: `${LIMIT * 2} undefined` });
  });
});

import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { limitActionBody, type BodyLimitOptions } from "./body-limit";

// A real HTTP server with the limit in front of a handler that reads the body as Next would and answers with its
// length, its declared length and its SHA-256.

const LIMIT = 256 * 1024;
const IN_MEMORY = 32 * 1024;
const CHUNK = 16 * 1024;
let spoolDir: string;
let options: BodyLimitOptions;
let server: Server;
let port: number;
let handled: number;
/** What the spool folder held while the handler read the body. */
let filesWhileRead: string[];

beforeAll(async () => {
  spoolDir = mkdtempSync(path.join(tmpdir(), "body-limit-test-"));
  server = createServer((request, response) =>
    limitActionBody(
      request,
      response,
      (request) => {
        handled += 1;
        filesWhileRead = readdirSync(spoolDir);
        const hash = createHash("sha256");
        let length = 0;
        request.on("data", (chunk: Buffer) => {
          hash.update(chunk);
          length += chunk.byteLength;
        });
        request.on("end", () =>
          response.end(`${length} ${request.headers["content-length"]} ${hash.digest("hex")}`),
        );
      },
      options,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
beforeEach(() => {
  handled = 0;
  filesWhileRead = [];
  options = { limit: LIMIT, inMemory: IN_MEMORY, spoolDir };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(spoolDir, { recursive: true, force: true });
});

type Answer = { status: number; body: string };

/** Chunks of 16 KB, each filled with its own byte, so that a body put back together out of order is told apart. */
const chunkAt = (i: number) => Buffer.alloc(CHUNK, i % 251);
const sha256 = (size: number) => {
  const hash = createHash("sha256");
  for (let i = 0; i * CHUNK < size; i += 1) hash.update(chunkAt(i));
  return hash.digest("hex");
};

/**
 * Posts `size` bytes in chunks of 16 KB without a Content-Length (chunked), and never ends the body unless `end`:
 * the answer must come while the client is still sending. With `breakOff`, the client destroys the request after
 * that many bytes.
 */
function streamPost(
  size: number,
  { end = false, type = "multipart/form-data; boundary=x", breakOff = Infinity } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const post = httpRequest(
      { port, host: "127.0.0.1", method: "POST", path: "/", headers: { "content-type": type } },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      },
    );
    post.on("error", reject);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        if (sent >= breakOff) return void post.destroy(new Error("broken off"));
        const chunk = chunkAt(sent / CHUNK);
        sent += chunk.byteLength;
        if (!post.write(chunk)) return void post.once("drain", write);
      }
      if (end) post.end();
    };
    write();
  });
}

describe("the body limit in front of Next", () => {
  it("answers a streamed form post over the limit with 413 before its body ends, and never hands it on", async () => {
    const answer = await streamPost(LIMIT * 4);
    expect(answer).toEqual({ status: 413, body: "Bad request: The request is too large." });
    expect(handled).toBe(0);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it("hands on a streamed form post longer than what is kept in memory whole, in order, with its length", async () => {
    const size = LIMIT - CHUNK;
    const answer = await streamPost(size, { end: true });
    expect(answer).toEqual({ status: 200, body: `${size} ${size} ${sha256(size)}` });
    expect(handled).toBe(1);
    // The temporary file has no name even while the body is read, and none is left after.
    expect(filesWhileRead).toEqual([]);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it("hands on a streamed form post exactly at the limit", async () => {
    const answer = await streamPost(LIMIT, { end: true });
    expect(answer).toEqual({ status: 200, body: `${LIMIT} ${LIMIT} ${sha256(LIMIT)}` });
  });

  it("keeps only the first part of a streamed body in memory: without a folder for the rest, it is refused", async () => {
    options = { ...options, spoolDir: path.join(spoolDir, "missing") };
    const small = await streamPost(IN_MEMORY, { end: true });
    expect(small).toEqual({ status: 200, body: `${IN_MEMORY} ${IN_MEMORY} ${sha256(IN_MEMORY)}` });
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      // Not ended: the answer must come while the client is still sending.
      const large = await streamPost(LIMIT - CHUNK);
      expect(large).toEqual({
        status: 503,
        body: "The form could not be received. Please try again later.",
      });
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
    expect(handled).toBe(1);
  });

  it("hands on nothing of a streamed form post its client breaks off, and goes on answering", async () => {
    await expect(streamPost(LIMIT, { end: true, breakOff: LIMIT / 2 })).rejects.toThrow("broken off");
    const next = await streamPost(CHUNK * 3, { end: true });
    expect(next.status).toBe(200);
    expect(handled).toBe(1);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it("refuses a form post that declares a size over the limit without reading it", async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a".repeat(LIMIT + 1),
    });
    expect(answer.status).toBe(413);
    expect(handled).toBe(0);
  });

  it("frees what streamed bodies leave as they pass, counted across posts, and the whole heap once none is left", async () => {
    const collector = { young: jest.fn(), full: jest.fn() };
    options = { ...options, collectEvery: 4 * CHUNK, collector };
    // Refused at LIMIT + CHUNK: that much is read, and what follows is dropped while the answer is read.
    await Promise.all([streamPost(LIMIT * 2), streamPost(LIMIT * 2)]);
    expect(collector.young.mock.calls.length).toBeGreaterThanOrEqual((2 * (LIMIT + CHUNK)) / (4 * CHUNK) - 1);
    collector.young.mockClear();
    // Handed on: its bytes are counted once read and again as Next reads them back from the spool.
    const size = LIMIT - CHUNK;
    await streamPost(size, { end: true });
    expect(collector.young.mock.calls.length).toBeGreaterThanOrEqual(
      Math.floor((2 * size - IN_MEMORY) / (4 * CHUNK)) - 1,
    );
    // The refused posts' connections close once drained; then, with no streamed body left, one full collection.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(collector.full).toHaveBeenCalled();
    expect(collector.full.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it("collects with V8's own collector by default", async () => {
    options = { ...options, collectEvery: CHUNK };
    const answer = await streamPost(LIMIT - CHUNK, { end: true });
    expect(answer.status).toBe(200);
  });

  it("leaves other requests alone, however large", async () => {
    const answer = await streamPost(LIMIT * 2, { end: true, type: "application/json" });
    expect(answer).toEqual({ status: 200, body: `${LIMIT * 2} undefined ${sha256(LIMIT * 2)}` });
  });
});

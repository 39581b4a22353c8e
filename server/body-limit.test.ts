import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { limitActionBody } from "./body-limit";

// A real HTTP server with the limit in front of a handler that echoes what it read of the body, as Next would.

const LIMIT = 64 * 1024;
let server: Server;
let port: number;
let handled: number;

beforeAll(async () => {
  server = createServer((request, response) =>
    limitActionBody(
      request,
      response,
      (request) => {
        handled += 1;
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const body = Buffer.concat(chunks);
          response.end(`${body.byteLength} ${request.headers["content-length"]} ${body.at(-1)}`);
        });
      },
      LIMIT,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
beforeEach(() => (handled = 0));
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Answer = { status: number; body: string };

/**
 * Posts `size` bytes in chunks of 16 KB without a Content-Length (chunked), and never ends the body unless `end`:
 * the answer must come while the client is still sending.
 */
function streamPost(size: number, { end = false, type = "multipart/form-data; boundary=x" } = {}) {
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
    const chunk = Buffer.alloc(16 * 1024, 7);
    let sent = 0;
    const write = () => {
      while (sent < size) {
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
  });

  it("hands on a streamed form post within the limit whole, with its length", async () => {
    const answer = await streamPost(LIMIT - 16 * 1024, { end: true });
    expect(answer).toEqual({ status: 200, body: `${LIMIT - 16 * 1024} ${LIMIT - 16 * 1024} 7` });
    expect(handled).toBe(1);
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

  it("leaves other requests alone, however large", async () => {
    const answer = await streamPost(LIMIT * 2, { end: true, type: "application/json" });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(`${LIMIT * 2} undefined 7`);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createStaticFiles } from "./static-files";

const SOURCE = "console.log('the chunk');\n".repeat(100);
let dist: string;
let server: Server;
let base = "";
let passedOn: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  const chunk = path.join(dist, "static", "chunks", "app.js");
  writeFileSync(chunk, SOURCE);
  writeFileSync(`${chunk}.br`, brotliCompressSync(SOURCE));
  writeFileSync(`${chunk}.gz`, gzipSync(SOURCE));
  writeFileSync(path.join(dist, "secret.txt"), "outside the static folder");
  const files = createStaticFiles(dist, [{ key: "X-Content-Type-Options", value: "nosniff" }]);
  server = createServer((request, response) =>
    files(request, response, () => {
      passedOn.push(request.url ?? "");
      response.writeHead(404).end("from the app");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  passedOn = [];
});

// Node's fetch decompresses on its own and normalises '..' away; send the path as it is and read the raw bytes.
const raw = (url: string, acceptEncoding: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(base, { path: url, headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
      );
    })
      .on("error", reject)
      .end();
  });

describe("the build's static files", () => {
  it("sends the Brotli copy to a browser that accepts it, immutable and with the site's headers", async () => {
    const answer = await raw("/_next/static/chunks/app.js", "gzip, deflate, br");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["vary"]).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(answer.headers["content-type"])).toMatch(/javascript/);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SOURCE);
  });

  it("sends the gzip copy without Brotli, and the file itself without either", async () => {
    const gzip = await raw("/_next/static/chunks/app.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(SOURCE);
    const plain = await raw("/_next/static/chunks/app.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SOURCE);
  });

  it("passes on, with the address unchanged, what is not a static file it has", async () => {
    for (const url of [
      "/_next/static/chunks/missing.js",
      "/_next/static/../secret.txt",
      "/page",
      "/_next/data",
    ]) {
      const answer = await raw(url, "br");
      expect(answer.body.toString()).toBe("from the app");
    }
    expect(passedOn).toEqual([
      "/_next/static/chunks/missing.js",
      "/_next/static/../secret.txt",
      "/page",
      "/_next/data",
    ]);
  });
});

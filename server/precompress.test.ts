import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompress } from "./precompress";

describe("precompressed static files", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    mkdirSync(path.join(folder, "chunks"), { recursive: true });
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("writes a Brotli and a gzip copy of each script and style sheet that decompress to the file", () => {
    const script = "export const answer = 42;\n".repeat(200);
    const style = ".a{color:red}\n".repeat(200);
    writeFileSync(path.join(folder, "chunks", "app.js"), script);
    writeFileSync(path.join(folder, "chunks", "app.css"), style);
    const summary = precompress(folder);
    expect(summary.files).toBe(2);
    expect(summary.bytes).toBe(script.length + style.length);
    const file = (name: string) => readFileSync(path.join(folder, "chunks", name));
    expect(brotliDecompressSync(file("app.js.br")).toString()).toBe(script);
    expect(gunzipSync(file("app.js.gz")).toString()).toBe(script);
    expect(brotliDecompressSync(file("app.css.br")).toString()).toBe(style);
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
  });

  it("leaves images, tiny files and its own copies alone", () => {
    writeFileSync(path.join(folder, "chunks", "photo.png"), Buffer.alloc(4096, 1));
    writeFileSync(path.join(folder, "chunks", "tiny.js"), "1");
    writeFileSync(path.join(folder, "chunks", "app.js"), "x".repeat(4096));
    precompress(folder);
    expect(precompress(folder).files).toBe(1);
    expect(existsSync(path.join(folder, "chunks", "photo.png.br"))).toBe(false);
    expect(existsSync(path.join(folder, "chunks", "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(folder, "chunks", "app.js.br.br"))).toBe(false);
  });
});

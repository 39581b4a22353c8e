import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param";
import { createMicroCache, sharedMaxAge } from "./micro-cache";

type Answer = { status?: number; headers: Record<string, string>; body: string };

let server: Server;
let base = "";
let clock = 0;
let calls = 0;
let answer: Answer;

beforeAll(async () => {
  const cache = createMicroCache({ seconds: 5, now: () => clock });
  server = createServer((request, response) =>
    cache(request, response, () => {
      calls += 1;
      response.writeHead(answer.status ?? 200, answer.headers);
      response.write(answer.body.slice(0, 3));
      response.end(`${answer.body.slice(3)} #${calls}`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = 0;
  clock += 60_000;
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers });
  return { body: await response.text(), hit: response.headers.get("x-micro-cache") === "hit", response };
};

describe("the short shared cache in front of the site", () => {
  it("answers a second request for a shareable page from the cache, with the same body and headers", async () => {
    answer = { headers: { "cache-control": "s-maxage=3600", "x-extra": "kept" }, body: "hello" };
    const first = await get("/page");
    const second = await get("/page");
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get("x-extra")).toBe("kept");
    expect(calls).toBe(1);
  });

  it("asks the site again once the few seconds are over, whatever s-maxage says", async () => {
    answer = { headers: { "cache-control": "public, s-maxage=300" }, body: "fresh" };
    await get("/expiring");
    clock += 4_000;
    expect((await get("/expiring")).hit).toBe(true);
    clock += 2_000;
    expect((await get("/expiring")).hit).toBe(false);
    expect(calls).toBe(2);
  });

  it("keeps one answer per value of each header named in Vary", async () => {
    answer = {
      headers: { "cache-control": "s-maxage=60", vary: "rsc, Accept-Encoding", "x-nextjs-cache": "HIT" },
      body: "variant",
    };
    await get("/varied?_rsc", { rsc: "1" });
    expect((await get("/varied")).hit).toBe(false);
    expect((await get("/varied?_rsc", { rsc: "1" })).hit).toBe(true);
    expect((await get("/varied")).hit).toBe(true);
    expect(calls).toBe(2);
  });

  it("never keeps private, no-store, cookie-setting or failed answers", async () => {
    for (const [path, headers, status] of [
      ["/private", { "cache-control": "private, max-age=60" }, 200],
      ["/no-store", { "cache-control": "no-store" }, 200],
      ["/none", {}, 200],
      ["/cookie", { "cache-control": "s-maxage=60", "set-cookie": "a=1" }, 200],
      ["/missing", { "cache-control": "s-maxage=60" }, 404],
    ] as const) {
      answer = { status, headers: { ...headers }, body: "answer" };
      await get(path);
      expect((await get(path)).hit).toBe(false);
    }
    expect(calls).toBe(10);
  });

  it("lets requests with a cookie or credentials through to the site", async () => {
    answer = { headers: { "cache-control": "s-maxage=60" }, body: "shared" };
    await get("/with-cookie");
    expect((await get("/with-cookie", { cookie: "sb-session=1" })).hit).toBe(false);
    expect((await get("/with-cookie", { authorization: "Bearer x" })).hit).toBe(false);
    expect(calls).toBe(3);
  });
});

describe("sharedMaxAge", () => {
  it("reads s-maxage first, then public max-age, and nothing from private or no-store answers", () => {
    expect(sharedMaxAge("s-maxage=3600, stale-while-revalidate=31532400")).toBe(3600);
    expect(sharedMaxAge("public, max-age=60")).toBe(60);
    expect(sharedMaxAge("max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=60")).toBe(0);
    expect(sharedMaxAge("no-store")).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});

describe("the short shared cache's bounds", () => {
  type Cache = ReturnType<typeof createMicroCache>;
  const HALF_MB = "x".repeat(512 * 1024);

  async function serve(cache: Cache, answer: (path: string) => Answer) {
    let count = 0;
    const site = createServer((request, response) =>
      cache(request, response, () => {
        count += 1;
        const { status, headers, body } = answer(request.url ?? "");
        response.writeHead(status ?? 200, headers);
        response.end(body);
      }),
    );
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const request = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${origin}${path}`, { headers });
      await response.arrayBuffer();
      return response.headers.get("x-micro-cache") === "hit";
    };
    const close = () => new Promise<void>((resolve) => site.close(() => resolve()));
    return { request, close, calls: () => count };
  }

  const page: (path: string) => Answer = () => ({
    headers: {
      "cache-control": "s-maxage=60",
      vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
    },
    body: HALF_MB,
  });

  it("keeps one copy of a page for 600 requests that differ only in an Accept-Encoding it cannot send", async () => {
    // A clock that stands still: on a busy machine 600 requests may take longer than an entry lives.
    const cache = createMicroCache({ now: () => 1_000_000 });
    const site = await serve(cache, page);
    for (let i = 0; i < 600; i += 1) await site.request("/page", { "accept-encoding": `x-probe-${i}` });
    expect(site.calls()).toBe(1);
    expect(cache.stats().entries).toBe(1);
    expect(cache.stats().bytes).toBeLessThan(600 * 1024);
    // The encodings the server can send are kept apart.
    expect(await site.request("/page", { "accept-encoding": "gzip" })).toBe(false);
    expect(await site.request("/page", { "accept-encoding": "gzip;q=1, x-probe" })).toBe(true);
    await site.close();
  });

  /** The address Next's client asks for with these router headers: `_rsc` is their hash. */
  const rscPath = async (path: string, headers: Record<string, string>) => {
    const hash = await computeCacheBustingSearchParam(
      headers["next-router-prefetch"] as "1" | undefined,
      headers["next-router-segment-prefetch"],
      headers["next-router-state-tree"],
      headers["next-url"],
    );
    return `${path}?_rsc${hash ? `=${hash}` : ""}`;
  };
  const prerendered: (path: string) => Answer = (path) => ({
    ...page(path),
    headers: { ...page(path).headers, "x-nextjs-cache": "HIT", "content-type": "text/x-component" },
  });

  it("keeps one copy of a prerendered RSC answer for 600 requests that differ only in their state tree", async () => {
    const cache = createMicroCache({ now: () => 1_000_000 });
    const site = await serve(cache, prerendered);
    for (let i = 0; i < 600; i += 1) {
      const headers = {
        rsc: "1",
        "next-router-state-tree": encodeURIComponent(`["",{"children":["x${i}",{}]}]`),
      };
      expect(await site.request(await rscPath("/page", headers), headers)).toBe(i > 0);
    }
    // A segment header outside a prefetch is not read by Next: one entry too.
    for (let i = 0; i < 50; i += 1) {
      const headers = { rsc: "1", "next-router-segment-prefetch": `/_probe${i}` };
      expect(await site.request(await rscPath("/page", headers), headers)).toBe(true);
    }
    await site.request("/page", { rsc: `probe`, "next-router-prefetch": "probe" });
    await site.request("/page", { rsc: `other`, "next-router-prefetch": "other" });
    expect(site.calls()).toBe(2);
    expect(cache.stats().entries).toBe(2);
    await site.close();
  });

  it("keeps a prefetch's segments apart, and lets Next answer an RSC request whose _rsc is not its headers' hash", async () => {
    const cache = createMicroCache();
    const site = await serve(cache, prerendered);
    const tree = { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" };
    const full = { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_full" };
    await site.request(await rscPath("/page", tree), tree);
    expect(await site.request(await rscPath("/page", full), full)).toBe(false);
    expect(await site.request(await rscPath("/page", tree), tree)).toBe(true);
    // The address of one variant with the headers of another: Next redirects it, the cache does not answer it.
    expect(await site.request(await rscPath("/page", tree), full)).toBe(false);
    expect(await site.request("/page", full)).toBe(false);
    expect(site.calls()).toBe(4);
    await site.close();
  });

  it("never keeps an RSC answer that Next rendered for the request's state tree rather than from its cache", async () => {
    const cache = createMicroCache();
    const site = await serve(cache, page);
    for (let i = 0; i < 3; i += 1) {
      const headers = {
        rsc: "1",
        "next-router-state-tree": encodeURIComponent(`["",{"children":["x${i}",{}]}]`),
      };
      expect(await site.request(await rscPath("/page", headers), headers)).toBe(false);
    }
    expect(cache.stats().entries).toBe(0);
    await site.close();
  });

  it("holds no more bytes than its bound, however many pages are asked for", async () => {
    const cache = createMicroCache({ maxBytes: 4 * 1024 * 1024 });
    const site = await serve(cache, page);
    for (let i = 0; i < 40; i += 1) await site.request(`/page-${i}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(cache.stats().entries).toBeLessThanOrEqual(8);
    // The most recent page is still kept.
    expect(await site.request("/page-39")).toBe(true);
    await site.close();
  });

  it("frees an answer once it has expired, without waiting for another request", async () => {
    const cache = createMicroCache({ seconds: 0.05 });
    const site = await serve(cache, page);
    await site.request("/short");
    expect(cache.stats().entries).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    await site.close();
  });
});

import {
  isActionPost,
  isFormPost,
  MAX_ACTION_BODY_BYTES,
  readCapped,
  rejectActionBody,
  rejectActionHeaders,
  rejectRequestUrl,
} from "./request-guard";

describe("the request guard", () => {
  it("lets the site's own addresses through", () => {
    for (const url of [
      "/",
      "/healthy-restaurants/new-york?restaurant=5b6f&meal=1",
      "/api/search?q=S%C3%A3o+Paulo",
      "/find-protein-meals?city=Coeur%20d%27Alene",
      "/api/meals/match?protein=30&location=",
    ]) {
      expect(rejectRequestUrl(url)).toBeNull();
    }
  });

  it("refuses NUL bytes and other control characters in the path or the query", () => {
    expect(rejectRequestUrl("/blog/%00")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/search?q=%00")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/cities?prefix=a%0Ab")).toMatch(/not allowed/);
  });

  it("refuses broken percent-encoding and invalid UTF-8", () => {
    expect(rejectRequestUrl("/restaurant-nutrition/%E0%A4%A")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/search?q=%C3%28")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/search?q=%ED%A0%80")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/search?q=100%")).toMatch(/not allowed/);
  });

  it("refuses overlong addresses and repeated parameters", () => {
    expect(rejectRequestUrl(`/api/search?q=${"a".repeat(10_000)}`)).toMatch(/too long/);
    expect(rejectRequestUrl("/find-protein-meals?city=a&city=b")).toMatch(/only once/);
  });
});

describe("the server action guard", () => {
  it("lets argument lists through", () => {
    expect(rejectActionBody("text/plain;charset=UTF-8", '[{"id":"chicago"}]')).toBeNull();
  });

  it("refuses bodies that are not a JSON list, and oversized ones", () => {
    expect(rejectActionBody("text/plain;charset=UTF-8", "not json")).toMatch(/not valid JSON/);
    expect(rejectActionBody("text/plain;charset=UTF-8", '{"a":1}')).toMatch(/list of arguments/);
    expect(rejectActionBody("text/plain", "x".repeat(MAX_ACTION_BODY_BYTES + 1))).toMatch(/too large/);
  });

  it("tells a form's body from a call's arguments", () => {
    const typed = (type: string) => new Headers({ "content-type": type });
    expect(isFormPost(typed("multipart/form-data; boundary=x"))).toBe(true);
    expect(isFormPost(typed("application/x-www-form-urlencoded"))).toBe(true);
    expect(isFormPost(typed("text/plain;charset=UTF-8"))).toBe(false);
  });
});

describe("the server action headers guard", () => {
  const headers = (values: Record<string, string>) => new Headers({ host: "site.example", ...values });

  it("takes script calls and form posts for actions, and nothing else", () => {
    expect(isActionPost("POST", headers({ "next-action": "abc" }))).toBe(true);
    expect(isActionPost("POST", headers({ "content-type": "multipart/form-data; boundary=x" }))).toBe(true);
    expect(isActionPost("POST", headers({ "content-type": "application/x-www-form-urlencoded" }))).toBe(true);
    expect(isActionPost("POST", headers({ "content-type": "application/json" }))).toBe(false);
    expect(isActionPost("GET", headers({ "next-action": "abc" }))).toBe(false);
  });

  it("lets the site's own posts through, with or without an Origin", () => {
    const form = { "content-type": "multipart/form-data; boundary=----x1", "content-length": "900" };
    expect(rejectActionHeaders(headers(form))).toBeNull();
    expect(rejectActionHeaders(headers({ ...form, origin: "https://site.example" }))).toBeNull();
    const proxied = { ...form, origin: "https://public.example", "x-forwarded-host": "public.example" };
    expect(rejectActionHeaders(headers(proxied))).toBeNull();
  });

  it("refuses a post from another site with 403", () => {
    // 'null' is what a sandboxed frame or a page from a file sends: Next would refuse it with a server error.
    for (const origin of ["https://elsewhere.example", "https://site.example.evil", "not a url", "null"]) {
      expect(rejectActionHeaders(headers({ origin }))).toMatchObject({ status: 403 });
    }
  });

  it("refuses a multipart post without its boundary with 400", () => {
    for (const type of [
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "multipart/form-data;charset=x",
    ]) {
      expect(rejectActionHeaders(headers({ "content-type": type }))).toMatchObject({ status: 400 });
    }
  });

  it("refuses a post that declares an unreadable size with 413", () => {
    expect(rejectActionHeaders(headers({ "content-length": "junk" }))).toMatchObject({ status: 413 });
  });

  it("refuses any action post that declares more than 64 KB from its headers, a multipart form's too", () => {
    const over = String(MAX_ACTION_BODY_BYTES + 1);
    for (const type of [
      "text/plain;charset=UTF-8",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
    ]) {
      const call = { "next-action": "7f00", "content-type": type };
      expect(rejectActionHeaders(headers({ ...call, "content-length": over }))).toMatchObject({
        status: 413,
        message: "The request is too large.",
      });
      expect(rejectActionHeaders(headers({ "content-type": type, "content-length": over }))).toMatchObject({
        status: 413,
      });
      expect(
        rejectActionHeaders(headers({ ...call, "content-length": String(MAX_ACTION_BODY_BYTES) })),
      ).toBeNull();
    }
    expect(
      rejectActionHeaders(
        headers({
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(5 * 1024 * 1024),
        }),
      ),
    ).toMatchObject({ status: 413 });
  });

  it("reads a body no further than the limit", async () => {
    const stream = (sizes: number[]) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const size of sizes) controller.enqueue(new Uint8Array(size));
          controller.close();
        },
      });
    expect((await readCapped(stream([10, 20]), 30))?.byteLength).toBe(30);
    expect(await readCapped(stream([10, 21]), 30)).toBeNull();
    expect((await readCapped(null, 30))?.byteLength).toBe(0);
  });
});

import { BackendConnectionError, BackendQueryError } from "@/lib/backend/errors";
import { z } from "zod";
import { errorResponse, jsonFrom, parseQuery } from "./server";
import { DATABASE_ERROR_MESSAGE } from "./messages";

const answer = async (error: unknown) => {
  const response = errorResponse(error, "test");
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.json(),
  };
};

describe("the route handlers' error answer", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("says the database is unreachable with the spec's message, as 503, never cached", async () => {
    expect(await answer(new BackendConnectionError("ECONNREFUSED"))).toEqual({
      status: 503,
      cache: "no-store",
      body: { error: { code: "database_unavailable", message: DATABASE_ERROR_MESSAGE } },
    });
  });

  it("recognises a connection error thrown by another bundle's copy of the class", async () => {
    class BackendConnectionErrorCopy extends Error {
      readonly kind = "connection";
      name = "BackendConnectionError";
    }
    expect((await answer(new BackendConnectionErrorCopy("ECONNREFUSED"))).status).toBe(503);
  });

  it("turns the database's invalid-parameter errors into 400s, with the message written for people", async () => {
    const invalid = new BackendQueryError("Website must be an http or https link.", "f", "22023");
    expect(await answer(invalid)).toMatchObject({
      status: 400,
      body: { error: { code: "bad_request", message: "Website must be an http or https link." } },
    });
    const badText = new BackendQueryError('invalid byte sequence for encoding "UTF8": 0x00', "f", "22021");
    expect(await answer(badText)).toMatchObject({
      status: 400,
      body: { error: { code: "bad_request", message: "The request has an invalid value." } },
    });
  });

  it("answers the rate limit with 429, a statement timeout with 503, anything else with a plain 500", async () => {
    expect((await answer(new BackendQueryError("Too many", "f", "PT429"))).status).toBe(429);
    expect(
      (await answer(new BackendQueryError("canceling statement due to statement timeout", "f", "57014")))
        .status,
    ).toBe(503);
    expect(await answer(new BackendQueryError("relation does not exist", "f", "42P01"))).toMatchObject({
      status: 500,
      body: { error: { code: "server_error", message: "The server could not answer. Please try again." } },
    });
    expect((await answer(new TypeError("boom"))).status).toBe(500);
  });
});

describe("a route handler's JSON answer", () => {
  const read = async (value: unknown, options: Parameters<typeof jsonFrom>[2]) => {
    const response = await jsonFrom("test", async () => value, options);
    return {
      status: response.status,
      cache: response.headers.get("cache-control"),
      body: await response.json(),
    };
  };

  it("answers what the read found, with the cache policy given", async () => {
    expect(await read({ meals: [] }, { cache: "public, s-maxage=300", missing: "Gone" })).toEqual({
      status: 200,
      cache: "public, s-maxage=300",
      body: { meals: [] },
    });
  });

  it("answers 404 with the message given when the read finds nothing, never cached", async () => {
    expect(await read(null, { cache: "public, s-maxage=300", missing: "Invalid restaurant" })).toEqual({
      status: 404,
      cache: "no-store",
      body: { error: { code: "not_found", message: "Invalid restaurant" } },
    });
  });

  it("answers null as JSON when no not-found message is given", async () => {
    expect(await read(null, {})).toEqual({ status: 200, cache: "no-store", body: null });
  });
});

describe("a route handler's query", () => {
  const schema = z.object({ prefix: z.string().optional(), limit: z.string().optional() });

  it("is parsed when it names only parameters the route reads", () => {
    const parsed = parseQuery(new Request("http://site.test/api/cities?prefix=ch&limit=5"), schema);
    expect(parsed).toEqual({ ok: true, data: { prefix: "ch", limit: "5" } });
  });

  it("is refused with a 400 naming a parameter the route does not read, so it cannot make a new cache entry", async () => {
    const parsed = parseQuery(new Request("http://site.test/api/cities?prefix=ch&junk=1"), schema);
    expect(parsed.ok).toBe(false);
    const response = (parsed as { response: Response }).response;
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(await response.json()).toMatchObject({ error: { message: "Unknown parameter 'junk'." } });
  });
});

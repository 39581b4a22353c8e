// The public API as its users call it: the OpenAPI document as served validates, and every documented route
// answers the request built from its own examples with a body the document's schema accepts (real SQL, seed data).
import SwaggerParser from "@apidevtools/swagger-parser";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { GET as chains } from "@/app/api/v1/chains/route";
import { GET as menu } from "@/app/api/v1/chains/[id]/menu/route";
import { GET as orders } from "@/app/api/v1/chains/[id]/orders/route";
import { GET as places } from "@/app/api/v1/places/route";
import { GET as match } from "@/app/api/v1/meals/match/route";
import { GET as budget } from "@/app/api/v1/meals/budget/route";
import { GET as meal } from "@/app/api/v1/meals/[id]/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { z } from "zod";
import { endBackend } from "@/lib/backend/rpc";

afterAll(() => endBackend());

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const HANDLERS: Record<string, Handler> = {
  "/api/v1/chains": chains,
  "/api/v1/chains/{id}/menu": menu,
  "/api/v1/chains/{id}/orders": orders,
  "/api/v1/places": places,
  "/api/v1/meals/match": match,
  "/api/v1/meals/budget": budget,
  "/api/v1/meals/{id}": meal,
};

type Parameter = { name: string; in: "path" | "query"; example?: string };
type Operation = {
  parameters: Parameter[];
  responses: Record<string, { content?: { "application/json": { schema: object } } }>;
};
type Document = { paths: Record<string, { get: Operation }> };

// Each test file's requests come from one client address of its own, so no other file's use its limit.
const CLIENT = "192.0.2.45";

/** Calls a route's handler with the request a client would send: path and query filled from the examples. */
function call(path: string, values: Record<string, string>, query: URLSearchParams, init: RequestInit = {}) {
  const url = `http://localhost${path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!)}?${query}`;
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", CLIENT);
  return HANDLERS[path]!(new Request(url, { ...init, headers }), {
    params: Promise.resolve({ id: values["id"] ?? "" }),
  });
}

async function servedDocument(): Promise<Document> {
  const response = await openapi(new Request("http://localhost/api/v1/openapi.json"));
  expect(response.status).toBe(200);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  return (await response.json()) as Document;
}

describe("/api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document that documents every v1 route, each with an example", async () => {
    const document = await servedDocument();
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(Object.keys(document.paths).sort()).toEqual(Object.keys(HANDLERS).sort());
    for (const [path, { get }] of Object.entries(document.paths)) {
      const pathParameters = get.parameters.filter((parameter) => parameter.in === "path");
      for (const parameter of pathParameters)
        expect({ path, example: parameter.example }).toMatchObject({ path, example: expect.any(String) });
      expect(get.responses["200"]!.content!["application/json"].schema).toBeDefined();
    }
  });
});

describe("every documented route", () => {
  it("answers its own example with a body the document's schema accepts, cacheable, with an ETag", async () => {
    const document = await servedDocument();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const [path, { get }] of Object.entries(document.paths)) {
      const values: Record<string, string> = {};
      const query = new URLSearchParams();
      for (const parameter of get.parameters) {
        if (parameter.example === undefined) continue;
        if (parameter.in === "path") values[parameter.name] = parameter.example;
        else query.set(parameter.name, parameter.example);
      }
      const response = await call(path, values, query);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const body: unknown = await response.json();
      const validate = ajv.compile(get.responses["200"]!.content!["application/json"].schema);
      expect({ path, valid: validate(body), errors: validate.errors?.slice(0, 3) ?? null }).toEqual({
        path,
        valid: true,
        errors: null,
      });
      expect(JSON.stringify(body).length).toBeGreaterThan(20);
      expect(response.headers.get("cache-control")).toMatch(/s-maxage=/);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^".+"$/);
      const again = await call(path, values, query, { headers: { "if-none-match": etag } });
      expect({ path, status: again.status }).toEqual({ path, status: 304 });
    }
  });

  it("gives every number its source, date and licence", async () => {
    const response = await call(
      "/api/v1/chains/{id}/menu",
      { id: "e849ec9e-10ce-5450-8a52-e5c4c290e360" },
      new URLSearchParams(),
    );
    const body = (await response.json()) as { items: Record<string, unknown>[] };
    expect(body.items.length).toBeGreaterThan(10);
    for (const item of body.items) {
      expect(item).toMatchObject({ source: expect.any(String), as_of: expect.any(String), licence: "MIT" });
    }
    const roles = new Set(body.items.map((item) => item["role"]));
    expect(roles.has("part")).toBe(true);
  });
});

describe("bad requests", () => {
  it("answer 400 naming the parameter, or 404 for an unknown id", async () => {
    const cases: [string, Record<string, string>, string, number, RegExp][] = [
      ["/api/v1/meals/match", {}, "protein=lots", 400, /protein/i],
      ["/api/v1/meals/match", {}, "colour=red", 400, /Unknown parameter 'colour'/],
      ["/api/v1/places", {}, "zip=7700", 400, /zip/],
      ["/api/v1/places", {}, "lat=29.7", 400, /lat and lon/],
      ["/api/v1/places", {}, "", 400, /zip, city or lat and lon/],
      ["/api/v1/meals/budget", {}, "fat=-3", 400, /fat/i],
      [
        "/api/v1/chains/{id}/orders",
        { id: "e849ec9e-10ce-5450-8a52-e5c4c290e360" },
        "goal=fast",
        400,
        /goal/,
      ],
      ["/api/v1/chains/{id}/menu", { id: "00000000-0000-4000-8000-000000000000" }, "", 404, /no chain/],
      ["/api/v1/chains/{id}/menu", { id: "chipotle" }, "", 404, /no chain/],
      ["/api/v1/meals/{id}", { id: "00000000-0000-4000-8000-000000000000" }, "", 404, /no menu item/],
    ];
    for (const [path, values, query, status, message] of cases) {
      const response = await call(path, values, new URLSearchParams(query));
      expect({ path, query, status: response.status }).toEqual({ path, query, status });
      expect((await response.json()).error.message).toMatch(message);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
    }
  });
});

describe("the documented examples", () => {
  it("find real rows: places near 77002, meals near Houston, Chipotle's orders", async () => {
    const near = await (await call("/api/v1/places", {}, new URLSearchParams("zip=77002"))).json();
    expect(near.places.length).toBeGreaterThan(0);
    expect(near.places[0].locations[0]).toMatchObject({ source: "All the Places", licence: "CC0-1.0" });
    const meals = await (
      await call("/api/v1/meals/match", {}, new URLSearchParams("protein=40&calories=600&location=Houston"))
    ).json();
    expect(meals.meals.length).toBeGreaterThan(0);
    const chipotle = { id: "e849ec9e-10ce-5450-8a52-e5c4c290e360" };
    const found = await (
      await call("/api/v1/chains/{id}/orders", chipotle, new URLSearchParams("protein=40&calories=700"))
    ).json();
    expect(found.orders.length).toBeGreaterThan(0);
    expect(found.orders[0].items[0].meal).toMatchObject({ restaurant_id: chipotle.id, licence: "MIT" });
  });
});

describe("the rate limit", () => {
  it("answers 429 with Retry-After once a client has made its requests of the minute", async () => {
    const { rpc } = await import("@/lib/backend/rpc");
    const { clientKeyFor } = await import("@/lib/security/client-key");
    const { API_REQUESTS_PER_MINUTE } = await import("./limits");
    // The count is per minute: start well inside one, so the filling and the refused call share it.
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const busy = "198.51.100.77";
    const key = clientKeyFor(busy);
    const count = () =>
      rpc("check_api_rate", { client_key_param: key, per_minute: API_REQUESTS_PER_MINUTE }, z.number(), {
        caller: "server",
      });
    const waits = [];
    for (let made = 0; made < API_REQUESTS_PER_MINUTE; made += 1) waits.push(await count());
    expect(waits.every((wait) => wait === 0)).toBe(true);
    const response = await chains(
      new Request("http://localhost/api/v1/chains", { headers: { "x-forwarded-for": busy } }),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await response.json()).error.code).toBe("rate_limited");
    const other = await chains(
      new Request("http://localhost/api/v1/chains", { headers: { "x-forwarded-for": "198.51.100.78" } }),
    );
    expect(other.status).toBe(200);
  });
});

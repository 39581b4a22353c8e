import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
let geocoding: typeof import("./reverse-geocode");
let endBackend: typeof import("@/lib/backend/rpc").endBackend;
const serverUrl = process.env.DATABASE_URL;
beforeAll(async () => {
  db = await createTestDatabase();
  // The offline answer is the nearest city of the real catalogue: point the database door at this file's copy.
  process.env.DATABASE_URL = db.url;
  geocoding = await import("./reverse-geocode");
  ({ endBackend } = await import("@/lib/backend/rpc"));
});
afterAll(async () => {
  await endBackend();
  process.env.DATABASE_URL = serverUrl;
  await db.drop();
});
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const answer = (city: string) =>
  new Response(JSON.stringify({ address: { city, state: "Illinois" } }), {
    headers: { "content-type": "application/json" },
  });

/** A stand-in for the public maps service (outside our system), with a clock the test moves. */
function setUp(respond: (signal: AbortSignal) => Promise<Response>) {
  let clock = 1_000_000;
  const calls: URL[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new URL(String(input)));
    return respond(init!.signal!);
  }) as typeof fetch;
  const geocode = geocoding.createReverseGeocoder({ fetch: fetchImpl, now: () => clock });
  return { geocode, calls, tick: (ms: number) => (clock += ms) };
}

describe("reverse geocoding", () => {
  it("asks the service once for positions that round to the same place, and caches its answer", async () => {
    const { geocode, calls, tick } = setUp(async () => answer("Chicago"));
    expect(await geocode(CHICAGO, "client-a")).toEqual({
      city: "Chicago",
      state: "Illinois",
      source: "maps-service",
    });
    tick(60_000);
    expect(await geocode({ latitude: 41.8779, longitude: -87.6301 }, "client-b")).toMatchObject({
      source: "maps-service",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get("lat")).toBe("41.88");
  });

  it("answers with the nearest known city when one client asks again too soon", async () => {
    const { geocode, calls, tick } = setUp(async () => answer("Somewhere"));
    await geocode({ latitude: 40.7, longitude: -74.0 }, "client-a");
    tick(2000);
    expect(await geocode(CHICAGO, "client-a")).toEqual({
      city: "Chicago",
      state: "IL",
      source: "known-cities",
    });
    expect(calls).toHaveLength(1);
  });

  it("falls back to the nearest known city when the service refuses", async () => {
    const { geocode } = setUp(async () => new Response("slow down", { status: 429 }));
    expect(await geocode(CHICAGO, "client-a")).toEqual({
      city: "Chicago",
      state: "IL",
      source: "known-cities",
    });
  });

  it("falls back to the nearest known city when the service is slow", async () => {
    const { geocode } = setUp(
      (signal) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
    );
    expect(await geocode(CHICAGO, "client-a")).toEqual({
      city: "Chicago",
      state: "IL",
      source: "known-cities",
    });
  });
});

import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { BackendQueryError } from "./errors";

let db: TestDatabase;
let rpc: typeof import("./rpc").rpc;
let endBackend: typeof import("./rpc").endBackend;
const serverUrl = process.env.DATABASE_URL;
beforeAll(async () => {
  db = await createTestDatabase();
  // The door reads the environment when first used: point it at this file's database.
  process.env.DATABASE_URL = db.url;
  ({ rpc, endBackend } = await import("./rpc"));
});
afterAll(async () => {
  await endBackend();
  process.env.DATABASE_URL = serverUrl;
  await db.drop();
});

describe("rpc", () => {
  it("returns the function's result parsed by the schema", async () => {
    const city = await rpc(
      "get_city",
      { city_id_param: "new-york" },
      z.object({ id: z.string(), name: z.string() }),
    );
    expect(city).toEqual({ id: "new-york", name: "New York" });
  });

  it("refuses a result of the wrong shape as a query error naming the function", async () => {
    const wrong = rpc("get_city", { city_id_param: "new-york" }, z.object({ id: z.number() }));
    await expect(wrong).rejects.toBeInstanceOf(BackendQueryError);
    await expect(wrong).rejects.toThrow(/Unexpected result from get_city/);
  });
});

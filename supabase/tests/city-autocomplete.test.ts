import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into public.cities (id, name, state) values
    ('zeta-tx', 'Zeta', 'TX'), ('zebra-town-ok', 'Zebra Town', 'OK'), ('zurich-ks', 'Zürich', 'KS'),
    ('zeta-ak', 'Zeta', 'AK')`;
});
afterAll(() => db.drop());

const names = async (prefix: string, limit = 10) =>
  (
    (await db.api.call("list_cities_by_prefix", { prefix_param: prefix, result_limit: limit })) as {
      name: string;
      state: string;
    }[]
  ).map((city) => `${city.name}, ${city.state}`);

describe("list_cities_by_prefix on the indexed range", () => {
  it("lists the cities starting with a letter in name order, then by state", async () => {
    expect(await names("z")).toEqual(["Zebra Town, OK", "Zeta, AK", "Zeta, TX", "Zürich, KS"]);
  });

  it("stops at the asked number of cities", async () => {
    expect(await names("Z", 2)).toEqual(["Zebra Town, OK", "Zeta, AK"]);
  });

  it("matches letters beyond ASCII whatever their case", async () => {
    expect(await names("ZÜ")).toEqual(["Zürich, KS"]);
  });

  it("matches a whole name with a space and nothing past it", async () => {
    expect(await names("zebra t")).toEqual(["Zebra Town, OK"]);
    expect(await names("zebra towns")).toEqual([]);
  });
});

import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  // Names that start with a prefix no seeded city has ('zz').
  await db.sql`insert into public.cities (id, name, state) values
    ('zzeta-tx', 'Zzeta', 'TX'), ('zzebra-town-ok', 'Zzebra Town', 'OK'), ('zzurich-ks', 'Zzürich', 'KS'),
    ('zzeta-ak', 'Zzeta', 'AK')`;
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
    expect(await names("zz")).toEqual(["Zzebra Town, OK", "Zzeta, AK", "Zzeta, TX", "Zzürich, KS"]);
  });

  it("stops at the asked number of cities", async () => {
    expect(await names("ZZ", 2)).toEqual(["Zzebra Town, OK", "Zzeta, AK"]);
  });

  it("matches letters beyond ASCII whatever their case", async () => {
    expect(await names("ZZÜ")).toEqual(["Zzürich, KS"]);
  });

  it("matches a whole name with a space and nothing past it", async () => {
    expect(await names("zzebra t")).toEqual(["Zzebra Town, OK"]);
    expect(await names("zzebra towns")).toEqual([]);
  });
});

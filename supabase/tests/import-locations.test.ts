import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { importLocations, locationContext } from "@/lib/import/import-locations";
import { parseLocationCsv } from "@/lib/import/location-csv";
import { createTestDatabase, type TestDatabase } from "@/test/database";

const HEADER = "name,address,city,state,latitude,longitude,source,as_of";
const run = promisify(execFile);
// Each import that changes the catalogue refreshes its summaries, some seconds on the seed.
jest.setTimeout(120_000);
let db: TestDatabase;
let chain: { id: string; name: string };
let GOOD: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const [found] = await db.sql`select id, name from public.restaurants where is_chain order by name limit 1`;
  chain = found as typeof chain;
  // A chain's new place in Boise (its ALL-CAPS address title-cased); an independent restaurant with its own link
  // and ZIP; an independent place that shares the chain's name; and a place in a city that is not there yet.
  GOOD = `${HEADER},source_url,zip,kind
${chain.name},400  W MAIN ST,BOISE,id,43.6150,-116.2020,All the Places,2026-01,,,
Green Fork Kitchen,120 N 8th St,Boise,ID,43.6160,-116.2010,Owner's website,2025-11,https://greenfork.example/,83702,
${chain.name},9 Local Rd,Boise,ID,43.6100,-116.2100,County permits,2025,,,independent
Prairie Stop,1 Depot St,Fernhollow,ID,43.7000,-116.3000,County permits,2025-06-01,,,
`;
});
afterAll(() => db.drop());

async function snapshot() {
  const [counts] = await db.sql`select (select count(*) from public.cities)::int as cities,
    (select count(*) from public.restaurants)::int as restaurants,
    (select count(*) from public.locations)::int as locations, (select count(*) from public.meals)::int as meals,
    (select coalesce(sum(hashtext(concat_ws('|', address, latitude, longitude, zip, source, source_url, as_of))), 0)
      from public.locations)::text as digest`;
  return counts;
}

async function load(text: string) {
  const { rows, errors } = parseLocationCsv(text, await locationContext(db.sql));
  expect(errors).toEqual([]);
  return importLocations(db.sql, rows);
}

const placesAt = (address: string) =>
  db.sql`select r.name, r.is_chain, r.id as restaurant_id, l.city_id, l.address, l.zip, l.latitude, l.longitude,
      l.source, l.source_url, l.as_of
    from public.locations l join public.restaurants r on r.id = l.restaurant_id where l.address = ${address}`;

describe("importing locations", () => {
  it("joins a chain's places to its menu and makes every other name an independent restaurant", async () => {
    const before = await snapshot();
    const result = await load(GOOD);
    expect(result).toEqual({
      ok: true,
      report: {
        citiesCreated: 1,
        restaurantsCreated: 3,
        locationsCreated: 4,
        locationsUpdated: 0,
        locationsUnchanged: 0,
      },
      affected: expect.any(Object),
      // A chain's new place from All the Places (CC0) is in the places' bulk files, written in the same transaction.
      downloads: { generated: ["places.csv", "places.json"], changed: 2 },
    });
    const [chainPlace] = await placesAt("400 W Main St");
    expect(chainPlace).toEqual(
      expect.objectContaining({
        restaurant_id: chain.id,
        city_id: "boise-id",
        latitude: 43.615,
        longitude: -116.202,
        source: "All the Places",
        source_url: null,
        as_of: "2026-01",
      }),
    );
    // Without a zip in the row, the nearest ZIP centre's.
    expect(chainPlace!.zip).toMatch(/^837\d\d$/);
    expect(await placesAt("120 N 8th St")).toEqual([
      expect.objectContaining({
        name: "Green Fork Kitchen",
        is_chain: false,
        city_id: "boise-id",
        zip: "83702",
        source: "Owner's website",
        source_url: "https://greenfork.example/",
        as_of: "2025-11",
      }),
    ]);
    const [local] = await placesAt("9 Local Rd");
    expect(local).toEqual(expect.objectContaining({ name: chain.name, is_chain: false }));
    expect(local!.restaurant_id).not.toBe(chain.id);
    // A new independent restaurant has no meals; a new city is placed at its first place.
    const [meals] =
      await db.sql`select count(*)::int as n from public.meals where restaurant_id = ${local!.restaurant_id}`;
    expect(meals!.n).toBe(0);
    const [city] =
      await db.sql`select id, name, state, latitude, longitude from public.cities where name = 'Fernhollow'`;
    expect(city).toEqual({
      id: "fernhollow-id",
      name: "Fernhollow",
      state: "ID",
      latitude: 43.7,
      longitude: -116.3,
    });
    expect(await snapshot()).toEqual(expect.objectContaining({ locations: before!.locations + 4 }));
    // The summaries were refreshed with the import: the new city counts its one restaurant.
    const [stats] =
      await db.sql`select restaurant_count from public.city_stats where city_id = 'fernhollow-id'`;
    expect(stats!.restaurant_count).toBe(1);
    // The pages to refresh: the places' cities only, even for a chain that stands in many more.
    if (!result.ok) throw new Error("import failed");
    expect(result.affected.cities).toEqual([
      { id: "boise-id", state: "ID" },
      { id: "fernhollow-id", state: "ID" },
    ]);
    expect(result.affected.restaurantNames).toEqual(
      [chain.name, "Green Fork Kitchen", "Prairie Stop"].sort(),
    );
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await snapshot();
    expect(await load(GOOD)).toEqual({
      ok: true,
      report: {
        citiesCreated: 0,
        restaurantsCreated: 0,
        locationsCreated: 0,
        locationsUpdated: 0,
        locationsUnchanged: 4,
      },
      affected: { cities: [], restaurantNames: [] },
      downloads: null,
    });
    expect(await snapshot()).toEqual(before);
  });

  it("updates the same place (its address in any case) where its values differ", async () => {
    const result = await load(`${HEADER},zip
${chain.name},400 w main st,Boise,ID,43.6151,-116.2020,All the Places,2026-02,83702
green fork kitchen,120 N 8TH ST,boise,ID,43.6160,-116.2010,Owner's website,2025-11,83702
`);
    expect(result).toEqual(
      expect.objectContaining({
        ok: true,
        report: expect.objectContaining({ locationsCreated: 0, locationsUpdated: 2, locationsUnchanged: 0 }),
      }),
    );
    expect(await placesAt("400 W Main St")).toEqual([
      expect.objectContaining({ latitude: 43.6151, zip: "83702", as_of: "2026-02", source_url: null }),
    ]);
    // A row without a source_url leaves the place without one: the row's provenance is the place's whole.
    expect(await placesAt("120 N 8th St")).toEqual([expect.objectContaining({ source_url: null })]);
  });

  it("checks every row and imports nothing from a file with a bad one, saying why for each line", async () => {
    const before = await snapshot();
    const text = `${HEADER},source_url,zip,kind
,1 Main St,Boise,ID,43.6,-116.2,Src,2025,,,
Cafe,1 Main St,Boise,ID,north,-116.2,Src,2025,,,
Cafe,1 Main St,Boise,ID,95,-116.2,Src,2025,,,
Cafe,1 Main St,Boise,ID,45.5078,-122.6897,Src,2025,,,
Cafe,1 Gulf Rd,Naples,FL,26.0,-84.5,Src,2025,,,
Cafe,1 Main St,Boise,ZZ,43.6,-116.2,Src,2025,,,
Cafe,1 Main St,Boise,ID,43.6,-116.2,Src,2025-13,,,
Cafe,1 Main St,Boise,ID,43.6,-116.2,Src,2025,ftp://cafe.example,,
Cafe,1 Main St,Boise,ID,43.6,-116.2,Src,2025,,1234,
Cafe,1 Main St,Boise,ID,43.6,-116.2,Src,2025,,,chain
Cafe,1 Main St,Boise,ID,43.6,-116.2,Src,2025,,,franchise
Cafe,1 Main St,Boise,ID,43.6,-116.2,,,,,
Cafe,1 Main St,Boise,ID,NaN,-116.2,Src,2025,,,
Cafe,1 Main St,Boise,ID,43.6,0x10,Src,2025,,,
Cafe,1 Main St,Boise,ID,4.36e1,-116.2,Src,2025,,,
Cafe,1 Main St,Boise,ID,43.6,Infinity,Src,2025,,,
Fine Cafe,2 Main St,Boise,ID,43.6,-116.2,Src,2025,,,
`;
    const { rows, errors } = parseLocationCsv(text, await locationContext(db.sql));
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, reason: "missing name" },
      { line: 3, reason: "latitude 'north' is not a number between -90 and 90" },
      { line: 4, reason: "latitude '95' is not a number between -90 and 90" },
      { line: 5, reason: "the point 45.5078, -122.6897 is outside ID" },
      { line: 6, reason: "the point 26, -84.5 is farther than 50 km from every ZIP code of FL" },
      { line: 7, reason: "unknown state 'ZZ' (a two-letter code of a US state or DC)" },
      { line: 8, reason: "as_of '2025-13' is not a date (a year such as 2022, 2022-05 or 2022-05-14)" },
      { line: 9, reason: "source_url must be an http or https link" },
      { line: 10, reason: "zip '1234' is not five digits" },
      { line: 11, reason: "no chain is named 'Cafe' (kind chain)" },
      { line: 12, reason: "kind 'franchise' must be chain or independent" },
      { line: 13, reason: "missing source, as_of" },
      { line: 14, reason: "latitude 'NaN' is not a number between -90 and 90" },
      { line: 15, reason: "longitude '0x10' is not a number between -180 and 180" },
      { line: 16, reason: "latitude '4.36e1' is not a number between -90 and 90" },
      { line: 17, reason: "longitude 'Infinity' is not a number between -180 and 180" },
    ]);
    // A file naming one place twice with different values is refused whole too.
    const twice = parseLocationCsv(
      `${HEADER}\nTwin Cafe,3 Main St,Boise,ID,43.6,-116.2,Src,2025\nTwin Cafe,3 MAIN ST,Boise,ID,43.61,-116.2,Src,2025\n`,
      await locationContext(db.sql),
    );
    expect(twice.errors).toEqual([]);
    expect(await importLocations(db.sql, twice.rows)).toEqual({
      ok: false,
      errors: [{ line: 3, reason: "the same place as line 2, with other values" }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("reports bad lines and counts from the command line", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "import-locations-"));
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      DATABASE_ADMIN_URL: db.url,
      REVALIDATE_SECRET: "",
      NEXT_PUBLIC_SITE_URL: "",
    };
    const before = await snapshot();
    const bad = path.join(dir, "bad.csv");
    writeFileSync(
      bad,
      `${HEADER}\nCafe,1 Main St,Boise,ID,43.6,-116.2,Src,2025\nCafe,1 Main St,Boise,ZZ,43.6,-116.2,Src,2025\n`,
    );
    const failure = await run("npx", ["tsx", "scripts/import.ts", "--locations", bad], { env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect("code" in failure && failure.code).toBe(1);
    expect(failure.stderr).toContain("line 3: unknown state 'ZZ'");
    expect(await snapshot()).toEqual(before);

    const good = path.join(dir, "good.csv");
    writeFileSync(good, `${HEADER}\nCli Cafe,5 Main St,Boise,ID,43.6,-116.2,Src,2025\n`);
    const success = await run("npx", ["tsx", "scripts/import.ts", "--locations", good], { env });
    expect(success.stdout).toContain(
      "locations 1 created, 0 updated, 0 unchanged; restaurants 1 created; cities 0 created",
    );
    // A place whose source grants no reuse ('Src') is in no bulk file: none is generated.
    expect(success.stdout).toContain("Bulk files: nothing they hold changed.");
    expect(success.stdout).toContain("the pages refresh on their own within the hour");
  });
});

import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { importMenus } from "@/lib/import/import-menus";
import { parseMenuCsv } from "@/lib/import/menu-csv";
import { createTestDatabase, type TestDatabase } from "@/test/database";

const HEADER = "restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar";
const run = promisify(execFile);
// Each import that changes the catalogue refreshes its summaries, some seconds on the seed.
jest.setTimeout(120_000);
let db: TestDatabase;
let GOOD: string;
let chain: { id: string; name: string; locations: number };
beforeAll(async () => {
  db = await createTestDatabase();
  const [found] = await db.sql`select r.id, r.name, count(l.id)::int as locations from public.restaurants r
    join public.locations l on l.restaurant_id = r.id
    where r.is_chain and l.city_id = 'chicago' group by r.id order by r.name limit 1`;
  chain = found as typeof chain;
  // The chain's name is written in upper case: a chain is known by its name's slug, whatever the case. Its row's
  // city and address place nothing: the chain's one menu is shared by all its locations.
  GOOD = `${HEADER}
Green Fork Kitchen,Fernhollow,ID,"120 N 8th St, Fernhollow, ID 83702",Chicken Power Bowl,Grilled chicken over rice,560,45g,52,14,6
Green Fork Kitchen,Fernhollow,ID,,Egg White Scramble,,320,31,12,9,3
"${chain.name.toUpperCase()}",Chicago,IL,1 Imported Way,Imported Test Bowl,,625,48,55,21,4
`;
});
afterAll(() => db.drop());

async function snapshot() {
  const [counts] = await db.sql`select (select count(*) from public.cities)::int as cities,
    (select count(*) from public.restaurants)::int as restaurants, (select count(*) from public.meals)::int as meals,
    (select count(*) from public.locations)::int as locations,
    (select coalesce(sum(hashtext(m.name || coalesce(m.protein, ''))), 0)::bigint from public.meals m)::text as digest`;
  return counts;
}

async function load(text: string) {
  const { rows, errors } = parseMenuCsv(text);
  expect(errors).toEqual([]);
  return importMenus(db.sql, rows);
}

const menuOf = async (mealName: string) =>
  db.sql`select r.name, r.is_chain, r.id from public.meals m join public.restaurants r on r.id = m.restaurant_id
    where m.name = ${mealName}`;

describe("importing menus", () => {
  it("adds a chain's meals to its one menu and places a new independent restaurant in its new city", async () => {
    const result = await load(GOOD);
    expect(result).toEqual({
      ok: true,
      report: {
        citiesCreated: 1,
        restaurantsCreated: 1,
        mealsCreated: 3,
        mealsUpdated: 0,
        mealsRemoved: 0,
        ordersStored: 0,
      },
      affected: expect.any(Object),
      // The changed menus' bulk files are generated again in the same transaction; a restaurant placed by a menu
      // has no source, so the places' files (only places whose source grants reuse) are not.
      downloads: { generated: expect.not.arrayContaining(["places.csv"]), changed: expect.any(Number) },
    });
    const [city] = await db.sql`select id, name, state, latitude, longitude from public.cities
      where name = 'Fernhollow'`;
    // A new city's id is its name's slug and its state; its position is the ZIP centre its address ends with.
    expect(city).toEqual({
      id: "fernhollow-id",
      name: "Fernhollow",
      state: "ID",
      latitude: 43.6322,
      longitude: -116.2052,
    });
    const places = await db.sql`select l.city_id, l.address, l.zip, r.is_chain from public.locations l
      join public.restaurants r on r.id = l.restaurant_id where r.name = 'Green Fork Kitchen'`;
    expect(places).toEqual([
      {
        city_id: "fernhollow-id",
        address: "120 N 8th St, Fernhollow, ID 83702",
        zip: "83702",
        is_chain: false,
      },
    ]);
    const [meal] = await db.sql`select m.protein, m.protein_g::float8, m.meal_types from public.meals m
      where m.name = 'Chicken Power Bowl'`;
    expect(meal).toEqual({ protein: "45g", protein_g: 45, meal_types: ["lunch", "dinner"] });
    const [scramble] = await db.sql`select meal_types from public.meals where name = 'Egg White Scramble'`;
    expect(scramble!.meal_types).toEqual(["breakfast"]);
    expect((await menuOf("Egg White Scramble"))[0]!.name).toBe("Green Fork Kitchen");

    expect(await menuOf("Imported Test Bowl")).toEqual([{ name: chain.name, is_chain: true, id: chain.id }]);
    const [chainPlaces] = await db.sql`select count(*)::int as n,
        count(*) filter (where address = '1 Imported Way')::int as imported
      from public.locations where restaurant_id = ${chain.id} and city_id = 'chicago'`;
    expect(chainPlaces).toEqual({ n: chain.locations, imported: 0 });
    // The pages to refresh: the new city's, and every city of the chain whose menu changed.
    if (!result.ok) throw new Error("import failed");
    const cityIds = result.affected.cities.map((c) => c.id);
    expect(cityIds).toEqual(expect.arrayContaining(["fernhollow-id", "chicago"]));
    expect(result.affected.restaurantNames.sort()).toEqual([chain.name, "Green Fork Kitchen"].sort());
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await snapshot();
    expect(await load(GOOD)).toEqual({
      ok: true,
      report: {
        citiesCreated: 0,
        restaurantsCreated: 0,
        mealsCreated: 0,
        mealsUpdated: 0,
        mealsRemoved: 0,
        ordersStored: 0,
      },
      affected: { cities: [], restaurantNames: [] },
      downloads: null,
    });
    expect(await snapshot()).toEqual(before);
  });

  it("updates a meal in place when its values change", async () => {
    const result = await load(
      `${HEADER}\ngreen  fork kitchen ,fernhollow,,,chicken power bowl,,560,47g,,,\n`,
    );
    expect(result).toEqual(expect.objectContaining({ ok: true }));
    expect(result.ok && result.report.mealsUpdated).toBe(1);
    const meals = await db.sql`select protein from public.meals where lower(name) = 'chicken power bowl'`;
    expect(meals.map((m) => m.protein)).toEqual(["47g"]);
  });

  it("keeps an independent restaurant of a chain's name apart from the chain when its kind says so", async () => {
    const chainMeals =
      await db.sql`select count(*)::int as n from public.meals where restaurant_id = ${chain.id}`;
    const result = await load(`${HEADER},kind
${chain.name},Boise,ID,"5 Capitol Blvd, Boise, ID 83702",Local Special,,700,50,60,20,5,independent
${chain.name},Boise,ID,,Local Breakfast Plate,,500,36,30,20,5,Independent
${chain.name},Boise,ID,,Chain Only Bowl,,650,42,60,20,5,
`);
    expect(result).toEqual(expect.objectContaining({ ok: true }));
    const [local] = await menuOf("Local Special");
    expect(local).toEqual(expect.objectContaining({ name: chain.name, is_chain: false }));
    expect(local!.id).not.toBe(chain.id);
    // The second row finds the independent restaurant by its name in its city; the third joins the chain.
    expect((await menuOf("Local Breakfast Plate"))[0]!.id).toBe(local!.id);
    expect((await menuOf("Chain Only Bowl"))[0]!.id).toBe(chain.id);
    const [after] =
      await db.sql`select count(*)::int as n from public.meals where restaurant_id = ${chain.id}`;
    expect(after!.n).toBe(chainMeals[0]!.n + 1);
  });

  it("matches an independent restaurant only within its city", async () => {
    const result = await load(
      `${HEADER}\nGreen Fork Kitchen,Boise,ID,"9 Main St, Boise, ID 83702",Boise Bowl,,500,40,50,15,5\n`,
    );
    expect(result).toEqual(expect.objectContaining({ ok: true }));
    expect(result.ok && result.report.restaurantsCreated).toBe(1);
    const [boise] = await menuOf("Boise Bowl");
    const [fernhollow] = await menuOf("Egg White Scramble");
    expect(boise!.id).not.toBe(fernhollow!.id);
  });

  it("gives a new city whose id is taken the next free suffix", async () => {
    await db.sql`insert into public.cities (id, name, state) values ('quarry-bend-id', 'Stone Quarry', 'ID')`;
    expect(await load(`${HEADER}\nBend Cafe,Quarry Bend,ID,1 Rock Rd,Bend Toast,,100,3,20,1,2\n`)).toEqual(
      expect.objectContaining({ ok: true }),
    );
    const [city] = await db.sql`select id from public.cities where name = 'Quarry Bend'`;
    expect(city!.id).toBe("quarry-bend-id-2");
  });

  it("imports nothing from a file with a bad line, and says why for each", async () => {
    const before = await snapshot();
    const result = await load(`${HEADER},kind
Cafe,Fernhollow,,,Toast,,100,3,20,1,2,
Cafe,Gotham,,,Toast,,100,3,20,1,2,
Cafe,Springfield,,1 Main St,Toast,,100,3,20,1,2,
New Place,Boise,ID,,Toast,,100,3,20,1,2,
Cafe,Boise,ZZ,1 Main St,Toast,,100,3,20,1,2,
Green Fork Kitchen,Fernhollow,ID,,Toast,,100,3,20,1,2,chain
`);
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 2, reason: "missing address: a new restaurant is placed at its address in Fernhollow" },
        { line: 3, reason: "unknown city 'Gotham': add its state to create it" },
        {
          line: 4,
          reason: expect.stringMatching(
            /^city 'Springfield' is in more than one state \(.*IL.*MA.*\): add its state$/,
          ),
        },
        { line: 5, reason: "missing address: a new restaurant is placed at its address in Boise" },
        { line: 6, reason: "unknown state 'ZZ' (a two-letter code of a US state or DC)" },
        { line: 7, reason: "no chain is named 'Green Fork Kitchen' (kind chain)" },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("prints each bad row from the command line and leaves the database unchanged", async () => {
    const before = await snapshot();
    const dir = mkdtempSync(path.join(os.tmpdir(), "import-"));
    const file = path.join(dir, "bad.csv");
    writeFileSync(
      file,
      `${HEADER}\nCafe,Boise,ID,,,,,,,,\n,Boise,ID,,Toast,,,,,,\nCafe,Boise,ID,1 Main St,Good Toast,,90,3,15,1,1\n`,
    );
    const failure = await run("npx", ["tsx", "scripts/import.ts", file], {
      env: { ...process.env, DATABASE_URL: db.url, DATABASE_ADMIN_URL: db.url },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in failure && failure.code).toBe(1);
    expect(failure.stderr).toContain("line 2: missing item");
    expect(failure.stderr).toContain("line 3: missing restaurant");
    expect(await snapshot()).toEqual(before);

    const good = path.join(dir, "good.csv");
    writeFileSync(good, `${HEADER}\nCafe,Boise,ID,1 Main St,Good Toast,,90,3,15,1,1\n`);
    const success = await run("npx", ["tsx", "scripts/import.ts", good], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        DATABASE_ADMIN_URL: db.url,
        REVALIDATE_SECRET: "",
        NEXT_PUBLIC_SITE_URL: "",
      },
    });
    expect(success.stdout).toContain("restaurants 1 created; meals 1 created, 0 updated; cities 0 created");
    expect(success.stdout).toMatch(/Bulk files: \d+ generated again/);
    expect(success.stdout).toContain("the pages refresh on their own within the hour");
  });

  it("asks the site to refresh the changed pages at once when a site and the secret are set", async () => {
    const received: { authorization?: string; cities: string[]; restaurants: string[] }[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        if (request.method === "POST" && request.url === "/api/revalidate") {
          received.push({ authorization: request.headers.authorization, ...JSON.parse(body) });
        }
        response.writeHead(200, { "content-type": "application/json" }).end('{"revalidated":1}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const dir = mkdtempSync(path.join(os.tmpdir(), "import-"));
      const file = path.join(dir, "menus.csv");
      writeFileSync(file, `${HEADER}\nGreen Fork Kitchen,Fernhollow,ID,,Fresh Wrap,,450,35,40,12,4\n`);
      const secret = "a-test-secret-of-32-characters!!";
      const { stdout } = await run(
        "npx",
        ["tsx", "scripts/import.ts", file, `--site=http://127.0.0.1:${port}`],
        {
          env: {
            ...process.env,
            DATABASE_URL: db.url,
            DATABASE_ADMIN_URL: db.url,
            REVALIDATE_SECRET: secret,
          },
        },
      );
      expect(stdout).toMatch(
        /Pages refreshed at http:\/\/127\.0\.0\.1:\d+: 1 city\(ies\), 1 restaurant\(s\)/,
      );
      expect(received).toHaveLength(1);
      expect(received[0]!.authorization).toBe(`Bearer ${secret}`);
      expect(received[0]).toMatchObject({ cities: ["fernhollow-id"], restaurants: ["Green Fork Kitchen"] });
      // Only the changed restaurant's pages: not Boise's Green Fork Kitchen's city.
      expect(received[0]!.cities).not.toContain("boise-id");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("records where the values come from: a row's own columns, else the file's defaults, never invented", async () => {
    const file = `${HEADER},source,source_url,as_of
Provenance Cafe,Boise,ID,1 Main St,Own Source Bowl,,500,40,50,15,5,Cafe menu board,https://cafe.example/menu,2024-03
Provenance Cafe,Boise,ID,,Default Source Bowl,,450,35,40,12,4,,,
`;
    const parsed = parseMenuCsv(file, {
      source: "MenuStat",
      source_url: "https://www.menustat.org",
      as_of: "2022",
    });
    expect(parsed.errors).toEqual([]);
    expect(await importMenus(db.sql, parsed.rows)).toEqual(expect.objectContaining({ ok: true }));
    expect(await provenance("Own Source Bowl")).toEqual({
      source: "Cafe menu board",
      source_url: "https://cafe.example/menu",
      as_of: "2024-03",
    });
    expect(await provenance("Default Source Bowl")).toEqual({
      source: "MenuStat",
      source_url: "https://www.menustat.org",
      as_of: "2022",
    });
    // Without the columns or defaults a new meal has none.
    await load(`${HEADER}\nProvenance Cafe,Boise,ID,,Unsourced Bowl,,300,20,30,8,2\n`);
    expect(await provenance("Unsourced Bowl")).toEqual({ source: null, source_url: null, as_of: null });
  });

  it("keeps a meal's source while its values stay, and clears it when they change without one", async () => {
    // The same values, no source given: nothing changes.
    expect(await load(`${HEADER}\nProvenance Cafe,Boise,ID,,Default Source Bowl,,450,35,40,12,4\n`)).toEqual(
      expect.objectContaining({ report: expect.objectContaining({ mealsUpdated: 0 }) }),
    );
    expect((await provenance("Default Source Bowl")).source).toBe("MenuStat");
    // New values without a source: the old source does not describe them.
    await load(`${HEADER}\nProvenance Cafe,Boise,ID,,Default Source Bowl,,460,36,40,12,4\n`);
    expect(await provenance("Default Source Bowl")).toEqual({ source: null, source_url: null, as_of: null });
    // A new source alone replaces the whole provenance.
    await load(`${HEADER},source,as_of\nProvenance Cafe,Boise,ID,,Own Source Bowl,,,,,,,Cafe website,2025\n`);
    expect(await provenance("Own Source Bowl")).toEqual({
      source: "Cafe website",
      source_url: null,
      as_of: "2025",
    });
  });

  it("takes file-wide provenance on the command line and refuses bad options", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "import-"));
    const file = path.join(dir, "menus.csv");
    writeFileSync(file, `${HEADER}\nCli Cafe,Boise,ID,2 Main St,Cli Bowl,,500,40,50,15,5\n`);
    const env = { ...process.env, DATABASE_URL: db.url, DATABASE_ADMIN_URL: db.url, REVALIDATE_SECRET: "" };
    const before = await snapshot();
    const refused = await run("npx", ["tsx", "scripts/import.ts", file, "--as-of=2022-13"], {
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in refused && refused.code).toBe(2);
    expect(refused.stderr).toContain("bad provenance option: as_of '2022-13' is not a date");
    expect(await snapshot()).toEqual(before);
    await run(
      "npx",
      [
        "tsx",
        "scripts/import.ts",
        file,
        "--source=MenuStat",
        "--source-url=https://www.menustat.org",
        "--as-of=2022",
      ],
      { env },
    );
    expect(await provenance("Cli Bowl")).toEqual({
      source: "MenuStat",
      source_url: "https://www.menustat.org",
      as_of: "2022",
    });
  });
});

describe("the label columns", () => {
  it("stores a row's label values, changes only what differs, and keeps a value a blank cell leaves", async () => {
    const header = `${HEADER},saturated_fat,trans_fat,cholesterol,sodium,fiber,potassium`;
    const row = (label: string) =>
      `Label Cafe,Fernhollow,ID,"9 Label Rd, Fernhollow, ID 83702",Label Bowl,,540,40,50,20,5,${label}`;
    const label = async () => {
      const [meal] = await db.sql`select saturated_fat_g::float8, trans_fat_g::float8, cholesterol_mg::float8,
        sodium_mg::float8, fiber_g::float8, potassium_mg::float8 from public.meals where name = 'Label Bowl'`;
      return meal;
    };
    const first = await load(`${header}\n${row("4.5,0,55 mg,1250,2,")}\n`);
    expect(first).toEqual(expect.objectContaining({ ok: true }));
    expect(await label()).toEqual({
      saturated_fat_g: 4.5,
      trans_fat_g: 0,
      cholesterol_mg: 55,
      sodium_mg: 1250,
      fiber_g: 2,
      potassium_mg: null,
    });
    const again = await load(`${header}\n${row("4.50,0,55,1250mg,2 g,")}\n`);
    expect(again).toEqual(expect.objectContaining({ report: expect.objectContaining({ mealsUpdated: 0 }) }));
    const changed = await load(`${header}\n${row(",,,980,,310")}\n`);
    expect(changed).toEqual(
      expect.objectContaining({ report: expect.objectContaining({ mealsUpdated: 1 }) }),
    );
    expect(await label()).toEqual(
      expect.objectContaining({ saturated_fat_g: 4.5, sodium_mg: 980, potassium_mg: 310 }),
    );
  });
});

async function provenance(name: string) {
  const [row] = await db.sql`select source, source_url, as_of from public.meals where name = ${name}`;
  return { source: row!.source, source_url: row!.source_url, as_of: row!.as_of };
}

describe("importing whole menus: sizes, components, drinks and a newer document", () => {
  const WHOLE =
    "restaurant,city,state,address,item,size,item_kind,slot,calories,protein,carbs,fat,sugar,fiber";
  const items = async (restaurant: string) =>
    db.sql`select m.name, m.dish, m.size, m.kind, m.slot, m.meal_types, m.calories, m.listed,
        m.net_carbs_g::float8 as net_carbs
      from public.meals m join public.restaurants r on r.id = m.restaurant_id
      where r.name = ${restaurant} order by m.name`;

  it("stores each size as a row of its dish, a component in its slot and a drink, none of them twice", async () => {
    const file = `${WHOLE}
Size Grill,Boise,ID,"9 Size St, Boise, ID 83702",Steak Bowl,Small,,,420,30,40,12,3,4
Size Grill,Boise,ID,,Steak Bowl,Large,meal,,780,55,70,25,5,
Size Grill,Boise,ID,,Carnitas,,component,,210,23,0,12,0,0
Size Grill,Boise,ID,,Verde Salsa,,component,salsa,15,0,4,0,2,1
Size Grill,Boise,ID,,Protein Shake,,drink,,300,40,10,5,4,2
`;
    const first = await load(file);
    expect(first.ok && first.report.mealsCreated).toBe(5);
    expect(await items("Size Grill")).toEqual([
      expect.objectContaining({
        name: "Carnitas",
        kind: "component",
        slot: "protein",
        meal_types: [],
        listed: false,
      }),
      expect.objectContaining({ name: "Protein Shake", kind: "drink", slot: null, listed: false }),
      expect.objectContaining({
        name: "Steak Bowl — Large",
        dish: "Steak Bowl",
        size: "Large",
        net_carbs: null,
      }),
      expect.objectContaining({
        name: "Steak Bowl — Small",
        dish: "Steak Bowl",
        size: "Small",
        net_carbs: 36,
      }),
      expect.objectContaining({ name: "Verde Salsa", kind: "component", slot: "salsa" }),
    ]);
    const again = await load(file);
    expect(again.ok && again.report).toEqual(expect.objectContaining({ mealsCreated: 0, mealsUpdated: 0 }));
  });

  it("refuses a bad kind or slot with its line", () => {
    const { errors } = parseMenuCsv(`${WHOLE}
A,Boise,ID,,B,,snack,,1,1,1,1,1,
A,Boise,ID,,C,,meal,salsa,1,1,1,1,1,
A,Boise,ID,,D,,component,lid,1,1,1,1,1,
`);
    expect(errors).toEqual([
      { line: 2, reason: "item_kind 'snack' must be meal, component or drink" },
      { line: 3, reason: "slot 'salsa' is for a component (item_kind component)" },
      { line: 4, reason: "slot 'lid' must be one of base, protein, rice, beans, salsa, topping" },
    ]);
  });

  it("replaces a menu whole with a newer document: what it no longer lists is removed", async () => {
    const newer = `${WHOLE}
Size Grill,Boise,ID,,Steak Bowl,Small,,,400,31,38,11,3,4
Size Grill,Boise,ID,,Carnitas,,component,,210,23,0,12,0,0
`;
    const { rows, errors } = parseMenuCsv(newer, { source: "Size Grill nutrition", as_of: "2024-05" });
    expect(errors).toEqual([]);
    const result = await importMenus(db.sql, rows, { replace: true });
    expect(result.ok && result.report).toEqual(
      expect.objectContaining({ mealsCreated: 0, mealsUpdated: 2, mealsRemoved: 3 }),
    );
    expect((await items("Size Grill")).map((m) => [m.name, m.calories])).toEqual([
      ["Carnitas", "210"],
      ["Steak Bowl — Small", "400"],
    ]);
  });
});

import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { importMenus } from "@/lib/import/import-menus";
import { parseMenuCsv } from "@/lib/import/menu-csv";
import { createTestDatabase, type TestDatabase } from "@/test/database";

const HEADER = "restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar";
let db: TestDatabase;
let GOOD: string;
let chicagoRestaurant: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const [existing] =
    await db.sql`select name from public.restaurants where city_id = 'chicago' order by name limit 1`;
  chicagoRestaurant = existing!.name as string;
  // The existing restaurant is written in upper case: matching by name ignores case.
  GOOD = `${HEADER}
Green Fork Kitchen,Boise,ID,"120 N 8th St, Boise, ID 83702",Chicken Power Bowl,Grilled chicken over rice,560,45g,52,14,6
Green Fork Kitchen,Boise,ID,,Egg White Scramble,,320,31,12,9,3
"${chicagoRestaurant.toUpperCase()}",chicago,,,Imported Test Bowl,,625,48,55,21,4
`;
});
afterAll(() => db.drop());

async function snapshot() {
  const [counts] = await db.sql`select (select count(*) from public.cities)::int as cities,
    (select count(*) from public.restaurants)::int as restaurants, (select count(*) from public.meals)::int as meals,
    (select coalesce(sum(hashtext(m.name || coalesce(m.protein, ''))), 0)::bigint from public.meals m)::text as digest`;
  return counts;
}

async function load(text: string) {
  const { rows, errors } = parseMenuCsv(text);
  expect(errors).toEqual([]);
  return importMenus(db.sql, rows);
}

describe("importing menus", () => {
  it("creates the city, restaurants and meals of a good file, matching existing ones by name", async () => {
    const result = await load(GOOD);
    expect(result).toEqual({
      ok: true,
      report: {
        citiesCreated: 1,
        restaurantsCreated: 1,
        restaurantsUpdated: 0,
        mealsCreated: 3,
        mealsUpdated: 0,
      },
    });
    const [meal] =
      await db.sql`select m.protein, m.protein_g::float8, m.meal_types, r.city_id from public.meals m
      join public.restaurants r on r.id = m.restaurant_id where m.name = 'Chicken Power Bowl'`;
    expect(meal).toEqual({
      protein: "45g",
      protein_g: 45,
      meal_types: ["lunch", "dinner"],
      city_id: "boise",
    });
    const [scramble] = await db.sql`select meal_types from public.meals where name = 'Egg White Scramble'`;
    expect(scramble!.meal_types).toEqual(["breakfast"]);
    const [bowl] = await db.sql`select r.name, r.city_id from public.meals m
      join public.restaurants r on r.id = m.restaurant_id where m.name = 'Imported Test Bowl'`;
    expect(bowl).toEqual({ name: chicagoRestaurant, city_id: "chicago" });
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await snapshot();
    expect(await load(GOOD)).toEqual({
      ok: true,
      report: {
        citiesCreated: 0,
        restaurantsCreated: 0,
        restaurantsUpdated: 0,
        mealsCreated: 0,
        mealsUpdated: 0,
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("updates a meal in place when its values change", async () => {
    const result = await load(`${HEADER}\ngreen fork kitchen ,boise,,,chicken power bowl,,560,47g,,,\n`);
    expect(result).toEqual(expect.objectContaining({ ok: true }));
    expect(result.ok && result.report.mealsUpdated).toBe(1);
    const meals = await db.sql`select protein from public.meals where lower(name) = 'chicken power bowl'`;
    expect(meals.map((m) => m.protein)).toEqual(["47g"]);
  });

  it("imports nothing from a file with an unknown city and no state", async () => {
    const before = await snapshot();
    const result = await load(
      `${HEADER}\nCafe,Boise,,,Toast,,100,3,20,1,2\nCafe,Gotham,,,Toast,,100,3,20,1,2\n`,
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ line: 3, reason: "unknown city 'Gotham': add its state to create it" }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("prints each bad row from the command line and leaves the database unchanged", async () => {
    const before = await snapshot();
    const dir = mkdtempSync(path.join(os.tmpdir(), "import-"));
    const file = path.join(dir, "bad.csv");
    writeFileSync(
      file,
      `${HEADER}\nCafe,Boise,ID,,,,,,,,\n,Boise,ID,,Toast,,,,,,\nCafe,Boise,ID,,Good Toast,,90,3,15,1,1\n`,
    );
    const run = promisify(execFile);
    const failure = await run("npx", ["tsx", "scripts/import-menus.ts", file], {
      env: { ...process.env, DATABASE_URL: db.url },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in failure && failure.code).toBe(1);
    expect(failure.stderr).toContain("line 2: missing item");
    expect(failure.stderr).toContain("line 3: missing restaurant");
    expect(await snapshot()).toEqual(before);

    const good = path.join(dir, "good.csv");
    writeFileSync(good, `${HEADER}\nCafe,Boise,ID,,Good Toast,,90,3,15,1,1\n`);
    const success = await run("npx", ["tsx", "scripts/import-menus.ts", good], {
      env: { ...process.env, DATABASE_URL: db.url },
    });
    expect(success.stdout).toContain("restaurants 1 created, 0 updated; meals 1 created, 0 updated");
  });

  it("records where the values come from: a row's own columns, else the file's defaults, never invented", async () => {
    const file = `${HEADER},source,source_url,as_of
Provenance Cafe,Boise,ID,,Own Source Bowl,,500,40,50,15,5,Cafe menu board,https://cafe.example/menu,2024-03
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
    writeFileSync(file, `${HEADER}\nCli Cafe,Boise,ID,,Cli Bowl,,500,40,50,15,5\n`);
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: db.url };
    const before = await snapshot();
    const refused = await run("npx", ["tsx", "scripts/import-menus.ts", file, "--as-of=2022-13"], {
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in refused && refused.code).toBe(2);
    expect(refused.stderr).toContain("bad provenance option: as_of '2022-13' is not a date");
    expect(await snapshot()).toEqual(before);
    await run(
      "npx",
      [
        "tsx",
        "scripts/import-menus.ts",
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

async function provenance(name: string) {
  const [row] = await db.sql`select source, source_url, as_of from public.meals where name = ${name}`;
  return { source: row!.source, source_url: row!.source_url, as_of: row!.as_of };
}

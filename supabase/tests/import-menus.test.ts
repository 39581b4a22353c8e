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
  const [existing] = await db.sql`select name from public.restaurants where city_id = 'chicago' order by name limit 1`;
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
      report: { citiesCreated: 1, restaurantsCreated: 1, restaurantsUpdated: 0, mealsCreated: 3, mealsUpdated: 0 },
    });
    const [meal] = await db.sql`select m.protein, m.protein_g::float8, m.meal_types, r.city_id from public.meals m
      join public.restaurants r on r.id = m.restaurant_id where m.name = 'Chicken Power Bowl'`;
    expect(meal).toEqual({ protein: "45g", protein_g: 45, meal_types: ["lunch", "dinner"], city_id: "boise" });
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
      report: { citiesCreated: 0, restaurantsCreated: 0, restaurantsUpdated: 0, mealsCreated: 0, mealsUpdated: 0 },
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
    const result = await load(`${HEADER}\nCafe,Boise,,,Toast,,100,3,20,1,2\nCafe,Gotham,,,Toast,,100,3,20,1,2\n`);
    expect(result).toEqual({ ok: false, errors: [{ line: 3, reason: "unknown city 'Gotham': add its state to create it" }] });
    expect(await snapshot()).toEqual(before);
  });

  it("prints each bad row from the command line and leaves the database unchanged", async () => {
    const before = await snapshot();
    const dir = mkdtempSync(path.join(os.tmpdir(), "import-"));
    const file = path.join(dir, "bad.csv");
    writeFileSync(file, `${HEADER}\nCafe,Boise,ID,,,,,,,,\n,Boise,ID,,Toast,,,,,,\nCafe,Boise,ID,,Good Toast,,90,3,15,1,1\n`);
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
});

// The one way data changes: the menu import and the review desk's approvals write meals and independent
// restaurants through the same SQL (catalogue_put_meal, catalogue_add_restaurant), so the same row gives the same
// meal whichever way it comes.
import { importMenus } from "@/lib/import/import-menus";
import { parseMenuCsv } from "@/lib/import/menu-csv";
import { clientKeyFor } from "@/lib/security/client-key";
import { createTestDatabase, type TestDatabase } from "@/test/database";

// Each import and approval refreshes the catalogue's summaries, some seconds on the seed.
jest.setTimeout(120_000);
let db: TestDatabase;
const MODERATOR = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into auth.users (id, email) values (${MODERATOR}, 'mod@example.com')`;
  await db.api.call("set_moderator", { email_param: "mod@example.com", moderator: true }, "server");
});
afterAll(() => db.drop());

const HEADER =
  "restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar," +
  "saturated_fat,trans_fat,cholesterol,sodium,fiber,potassium";
let keyNumber = 0;
const key = () =>
  clientKeyFor(`198.51.100.${(keyNumber += 1)}`, { TRUSTED_PROXY_HOPS: "1", NODE_ENV: "test" });

async function load(text: string) {
  const { rows, errors } = parseMenuCsv(text);
  expect(errors).toEqual([]);
  const result = await importMenus(db.sql, rows);
  expect(result).toEqual(expect.objectContaining({ ok: true }));
  return result;
}

/** A meal's stored values, without what tells two meals apart (id, menu, times, provenance). */
async function stored(restaurant: string, meal: string) {
  const [row] =
    await db.sql`select m.name, m.description, m.meal_types, m.calories, m.protein, m.carbs, m.fat,
      m.sugar, m.protein_g::float8, m.saturated_fat_g::float8, m.trans_fat_g::float8, m.cholesterol_mg::float8,
      m.sodium_mg::float8, m.fiber_g::float8, m.potassium_mg::float8, m.source, m.source_url, m.as_of
    from public.meals m join public.restaurants r on r.id = m.restaurant_id
    where r.name = ${restaurant} and m.name = ${meal}`;
  return row;
}

const restaurantId = async (name: string) =>
  (await db.sql<{ id: string }[]>`select id from public.restaurants where name = ${name}`)[0]!.id;

/**
 * Approves a submission as the signed-in moderator, as the API does (claims, role authenticated), on the tests' own
 * connection: each approval refreshes the summaries, which the API role's 8 s statement timeout may cut short on a
 * busy machine.
 */
async function approve(kind: string, id: string) {
  await db.sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: MODERATOR, role: "authenticated" })}, true)`;
    await tx`set local role authenticated`;
    await tx`select public.review_approve(${kind}, ${id})`;
  });
}

async function approveMealRequest(restaurant: string, meal: Record<string, string | number>) {
  const request = (await db.api.call(
    "submit_meal_request",
    { client_key: key(), restaurant_id: await restaurantId(restaurant), ...meal },
    "server",
  )) as { id: string };
  await approve("meal_request", request.id);
}

describe("the meal types of a new meal, from its name (infer_meal_types)", () => {
  it.each([
    ["Egg White Scramble", ["breakfast"]],
    ["Sausage McMuffin with Egg", ["breakfast"]],
    ["Croissan'wich", ["breakfast"]],
    ["CROISSANWICH", ["breakfast"]],
    ["Hashbrowns", ["breakfast"]],
    ["Scrambler Bowl", ["breakfast"]],
    ["Chicken Power Bowl", ["lunch", "dinner"]],
    // Whole words only: eggplant is no egg, a word ends at any character that is not a letter, digit or _.
    ["Eggplant Parmesan", ["lunch", "dinner"]],
    ["Bacon_Egg Wrap", ["lunch", "dinner"]],
    ["Café Omelet", ["breakfast"]],
    ["Ranch Dressing", []],
    ["Peanut Butter Pancakes", []],
  ])("%s fits %j", async (name, types) => {
    const [row] = await db.sql`select public.infer_meal_types(${name}) as types`;
    expect(row!.types).toEqual(types);
  });
});

describe("a meal approved at the desk is the meal the import makes of the same row", () => {
  it("gets the same meal types and values as the imported row, its label values unknown alike", async () => {
    await load(`${HEADER}
Twin Cafe One,Boise,ID,"1 Main St, Boise, ID 83702",Sunrise Egg Bowl,Eggs and greens,420,41g,30,12,3,,,,,,
Twin Cafe Two,Boise,ID,"2 Main St, Boise, ID 83702",Placeholder Toast,,100,3,20,1,2,,,,,,
`);
    await approveMealRequest("Twin Cafe Two", {
      meal_name: " Sunrise   Egg Bowl ",
      description: "Eggs and greens",
      calories: 420,
      protein: "41g",
      carbs: "30",
      fat: "12",
      sugar: "3",
    });
    const imported = await stored("Twin Cafe One", "Sunrise Egg Bowl");
    const approved = await stored("Twin Cafe Two", "Sunrise Egg Bowl");
    expect(imported).toMatchObject({ meal_types: ["breakfast"], protein_g: 41, sodium_mg: null });
    expect(approved).toEqual({
      ...imported,
      source: "Submitted by a diner",
      source_url: null,
      as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("a correction changes its value and provenance and keeps the imported label values and meal types", async () => {
    await load(`${HEADER},source
Label Diner,Boise,ID,"3 Main St, Boise, ID 83702",Turkey Club,,610,38,52,24,6,6.5,0,75 mg,1480,4,390,MenuStat
`);
    const before = await stored("Label Diner", "Turkey Club");
    expect(before).toMatchObject({ meal_types: ["lunch", "dinner"], sodium_mg: 1480, cholesterol_mg: 75 });
    const [meal] = await db.sql<{ id: string }[]>`select id from public.meals where name = 'Turkey Club'`;
    const correction = (await db.api.call(
      "submit_meal_correction",
      {
        client_key: key(),
        meal_id: meal!.id,
        field: "protein",
        proposed_value: "40",
        source_url: "https://diner.example.com/nutrition",
      },
      "server",
    )) as { id: string };
    await approve("correction", correction.id);
    expect(await stored("Label Diner", "Turkey Club")).toEqual({
      ...before,
      protein: "40",
      protein_g: 40,
      source: "Submitted by a diner",
      source_url: "https://diner.example.com/nutrition",
      as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The import's own rule on the desk's meal: the same values again change nothing.
    const again = await load(
      `${HEADER}\nLabel Diner,Boise,ID,,Turkey Club,,610,40,52,24,6,6.5,0,75,1480,4,390\n`,
    );
    expect(again.ok && again.report).toEqual({
      citiesCreated: 0,
      restaurantsCreated: 0,
      mealsCreated: 0,
      mealsUpdated: 0,
    });
  });

  it("a restaurant the desk adds is the one the import finds, at the ZIP code its address ends with", async () => {
    const suggestion = (await db.api.call(
      "submit_restaurant_suggestion",
      {
        client_key: key(),
        restaurant_name: "Harbor   Grill",
        city: "Boise",
        address: "7 Dock St, Boise, ID 83702",
        meal_name: "Harbor Fish Tacos",
        protein: "33",
      },
      "server",
    )) as { id: string };
    await approve("restaurant_suggestion", suggestion.id);
    const result = await load(
      `${HEADER}\nharbor grill,Boise,ID,,Harbor Breakfast Burrito,,650,35,60,25,4,,,,,,\n`,
    );
    expect(result.ok && result.report).toMatchObject({ restaurantsCreated: 0, mealsCreated: 1 });
    const places = await db.sql`select r.name, l.city_id, l.address, l.zip from public.restaurants r
      join public.locations l on l.restaurant_id = r.id where lower(r.name) = 'harbor grill'`;
    expect(places).toEqual([
      { name: "Harbor Grill", city_id: "boise-id", address: "7 Dock St, Boise, ID 83702", zip: "83702" },
    ]);
    expect((await stored("Harbor Grill", "Harbor Breakfast Burrito"))!.meal_types).toEqual(["breakfast"]);
  });
});

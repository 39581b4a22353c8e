// The one way data changes: the menu import and the review desk's approvals write meals and independent
// restaurants through the same SQL (catalogue_put_meal, catalogue_add_restaurant), so the same row gives the same
// meal whichever way it comes.
import { importLocations, locationContext } from "@/lib/import/import-locations";
import { parseLocationCsv } from "@/lib/import/location-csv";
import { importMenus } from "@/lib/import/import-menus";
import { parseMenuCsv } from "@/lib/import/menu-csv";
import { clientKeyFor } from "@/lib/security/client-key";
import { cityKey, citySlug } from "@/lib/cities/place-names";
import { componentSlot } from "@/scripts/seed/item-kinds";
import { readStaticData } from "@/scripts/seed/static-data";
import { createTestDatabase, type TestDatabase } from "@/test/database";

// Each import refreshes the catalogue's summaries, some seconds on the seed.
jest.setTimeout(120_000);
let db: TestDatabase;
const MODERATOR = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`insert into auth.users (id, email, email_confirmed_at) values (${MODERATOR}, 'mod@example.com', now())`;
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

/** Approves a submission as the signed-in moderator, as the API does (claims, role authenticated). */
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

describe("the slot of a new component, from its name (infer_component_slot)", () => {
  it("is the same rule in SQL (the import and the desk) as in the seed, on every seeded component", async () => {
    const rows = await db.sql<{ name: string; slot: string }[]>`
      select coalesce(dish, name) as name, public.infer_component_slot(coalesce(dish, name)) as slot
      from public.meals where kind = 'component'`;
    expect(rows.length).toBeGreaterThan(1000);
    const differ = rows.filter((row) => componentSlot(row.name) !== row.slot).slice(0, 5);
    expect(differ).toEqual([]);
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
      mealsRemoved: 0,
      ordersStored: 0,
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

describe("a city, whichever way it comes (catalogue_add_city)", () => {
  const SPELLINGS = [
    "St. Louis",
    "Saint Louis",
    "Coeur d'Alene",
    "Coeur d’Alene",
    "Cañon City",
    "Española",
    "N. Little Rock",
    "Mount Pleasant",
    "Fort Worth",
    "Ft. Worth",
    "Hamilton Twp",
    "New York City",
    "Winston-Salem",
    "DeSoto",
    "De Soto",
    "S",
    "...",
    "Ōtsu  Hills",
  ];

  it("keys a name and gives a new city its id as the seed does", async () => {
    const cities = await db.sql<{ name: string; state: string }[]>`select name, state from public.cities`;
    const names = [...SPELLINGS.map((name) => ({ name, state: "TX" })), ...cities];
    const rows = await db.sql<{ key: string; slug: string }[]>`
      select public.city_key(n.name) as key, public.city_slug(n.name, n.state) as slug
      from unnest(${names.map((n) => n.name)}::text[], ${names.map((n) => n.state)}::text[])
        with ordinality as n (name, state, i)
      order by n.i`;
    const seedSlug = (name: string, state: string) => {
      const base = citySlug(name, state).replace(/^-+/, "");
      return base === state.toLowerCase() ? `city-${base}` : base;
    };
    expect(rows).toEqual(names.map((n) => ({ key: cityKey(n.name), slug: seedSlug(n.name, n.state) })));
    expect(rows.slice(0, 4).map((r) => r.key)).toEqual(["stlouis", "stlouis", "coeurdalene", "coeurdalene"]);
  });

  it("every seeded city's id is its name's slug, or that slug numbered, but the first cities' own ids", async () => {
    const first = readStaticData().cities.map((city) => city.id);
    const odd = await db.sql`select id from public.cities
      where id <> public.city_slug(name, state) and id !~ ('^' || public.city_slug(name, state) || '-[0-9]+$')
        and id <> all(${first})`;
    expect(odd).toEqual([]);
  });

  it("a city the desk adds is the one an import finds by another spelling, and the other way round", async () => {
    const suggestion = (await db.api.call(
      "submit_city_suggestion",
      { client_key: key(), city_name: "Saint   Quillon", state: "Montana" },
      "server",
    )) as { id: string };
    await approve("city_suggestion", suggestion.id);
    const located = parseLocationCsv(
      "name,address,city,state,latitude,longitude,source,as_of\n" +
        "Harbor Grill,1 Main St,ST. QUILLON,MT,46.1,-110.2,Test stores,2026-01\n" +
        "Harbor Grill,2 Lake Rd,Coeur d’Alène Heights,ID,47.6,-116.7,Test stores,2026-01\n",
      await locationContext(db.sql),
    );
    expect(located.errors).toEqual([]);
    const result = await importLocations(db.sql, located.rows);
    expect(result).toEqual(expect.objectContaining({ ok: true }));
    expect(result.ok && result.report.citiesCreated).toBe(1);
    const cities = await db.sql`select c.id, c.name, c.latitude from public.locations l
      join public.cities c on c.id = l.city_id join public.restaurants r on r.id = l.restaurant_id
      where r.name = 'Harbor Grill' and l.address in ('1 Main St', '2 Lake Rd') order by c.id`;
    expect(cities).toEqual([
      { id: "coeur-dalene-heights-id", name: "Coeur d’Alène Heights", latitude: 47.6 },
      { id: "saint-quillon-mt", name: "Saint Quillon", latitude: null },
    ]);
    const again = (await db.api.call(
      "submit_city_suggestion",
      { client_key: key(), city_name: "coeur d'alene heights", state: "ID" },
      "server",
    )) as { id: string };
    await approve("city_suggestion", again.id);
    expect(
      await db.sql`select id from public.cities where public.city_key(name) = 'coeurdaleneheights'`,
    ).toEqual([{ id: "coeur-dalene-heights-id" }]);
  });

  it("a restaurant request in a city two states share waits for its state", async () => {
    for (const state of ["MT", "ID"]) {
      await db.sql`select * from public.catalogue_add_city('Twinton', ${state})`;
    }
    const request = (name: string, city: string) =>
      db.api.call(
        "submit_restaurant_request",
        { client_key: key(), name, city, address: "3 Elm St" },
        "server",
      ) as Promise<{ id: string }>;
    const bare = await request("Twin Diner", "Twinton");
    await expect(approve("restaurant_request", bare.id)).rejects.toThrow(
      "Twinton is a city in more than one state (ID, MT): edit the city to name its state, as 'Twinton, ID'.",
    );
    const named = await request("Twin Diner", "Twinton, Montana");
    await approve("restaurant_request", named.id);
    expect(
      await db.sql`select l.city_id from public.locations l join public.restaurants r on r.id = l.restaurant_id
      where r.name = 'Twin Diner'`,
    ).toEqual([{ city_id: "twinton-mt" }]);
  });
});

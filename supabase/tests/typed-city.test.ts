// One rule for a typed city name (city_key): the home search, the autocomplete, the calculator's location, the
// forms and the desk find the same city, on the real catalogue's hard names.
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { callAsServer, clientKey } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const searchLabel = async (term: string) =>
  ((await db.api.call("search_restaurants", { search_term: term })) as { label: string | null }).label;

const offered = async (prefix: string, limit = 10) =>
  (
    (await db.api.call("list_cities_by_prefix", { prefix_param: prefix, result_limit: limit })) as {
      name: string;
      state: string;
    }[]
  ).map((city) => `${city.name}, ${city.state}`);

// Every way a diner may type these names, and the city each must find first.
const HARD_NAMES: [string, string[]][] = [
  [
    "St. Louis, MO",
    ["St. Louis", "st louis", "ST LOUIS", "Saint Louis", "saint louis", "st.louis", "St  Louis"],
  ],
  ["Fort Lauderdale, FL", ["Ft. Lauderdale", "ft lauderdale", "Fort Lauderdale", "fort-lauderdale"]],
  ["Fort Worth, TX", ["Ft Worth", "ft. worth", "FORT WORTH"]],
  ["Mount Pleasant, SC", ["Mt. Pleasant", "mt pleasant", "Mount Pleasant", "mount pleasant"]],
  ["Winston-Salem, NC", ["Winston-Salem", "winston salem", "winstonsalem", "Winston–Salem"]],
  ["Coeur d'Alene, ID", ["Coeur d'Alene", "coeur d alene", "coeur dalene", "Coeur d’Alene", "COEUR D'ALENE"]],
  ["Wilkes-Barre, PA", ["Wilkes-Barre", "wilkes barre", "Wilkes Barre"]],
  ["Saint Paul, MN", ["St. Paul", "st paul", "Saint Paul"]],
  ["Port St. Lucie, FL", ["Port Saint Lucie", "port st lucie", "Port St. Lucie"]],
  ["O'Fallon, MO", ["O'Fallon", "ofallon", "o fallon"]],
  ["Lee's Summit, MO", ["Lees Summit", "lee's summit", "Lee’s Summit"]],
  ["Canon City, CO", ["Cañon City", "canon city", "CAÑON CITY"]],
];

describe("the home search finds a typed city by its key", () => {
  it.each(HARD_NAMES)("%s for every typed form", async (city, forms) => {
    for (const form of forms) expect([form, await searchLabel(form)]).toEqual([form, city]);
  });

  it("takes the state's word over the larger city's: Saint Louis, MI is Michigan's", async () => {
    expect(await searchLabel("saint louis, mi")).toBe("Saint Louis, MI");
    expect(await searchLabel("St Louis IL")).toBe("St. Louis, IL");
    expect(await searchLabel("mt pleasant, mi")).toBe("Mount Pleasant, MI");
    expect(await searchLabel("st louis missouri")).toBe("St. Louis, MO");
  });

  it("opens the city the autocomplete offers first for a name several cities share, typed alone", async () => {
    // Springfield, IL has the id 'springfield'; Springfield, MO has more locations and is offered first.
    expect(await searchLabel("springfield")).toBe("Springfield, MO");
    expect(await searchLabel("Springfield")).toBe("Springfield, MO");
    expect((await offered("springfield"))[0]).toBe("Springfield, MO");
    const shared = await db.sql`select c.name from public.cities c
      group by c.name having count(*) > 1 order by count(*) desc, c.name limit 40`;
    expect(shared.length).toBeGreaterThan(20);
    for (const { name } of shared) {
      for (const typed of [name as string, (name as string).toLowerCase()]) {
        expect([typed, await searchLabel(typed)]).toEqual([typed, (await offered(typed, 1))[0]]);
      }
    }
  });

  it("reads a city's id typed alone when no city has it as its name", async () => {
    expect(await searchLabel("springfield-mo")).toBe("Springfield, MO");
    expect(await searchLabel("coeur-dalene-id")).toBe("Coeur d'Alene, ID");
  });

  it("finds nothing for text with no letter or digit", async () => {
    expect(await searchLabel("...")).toBe("...");
    expect(await db.sql`select public.resolve_city('.-.') as id`).toEqual([{ id: null }]);
  });
});

describe("the autocomplete offers a typed city by its key", () => {
  it.each(HARD_NAMES)("%s first for every typed form and its beginning", async (city, forms) => {
    for (const form of forms) {
      expect([form, (await offered(form))[0]]).toEqual([form, city]);
      // What a diner has typed a few letters before the end.
      const start = form.slice(0, Math.max(5, form.length - 3));
      expect([start, await offered(start)]).toEqual([start, expect.arrayContaining([city])]);
    }
  });

  it("offers St. Louis, MO first for 'st lo', before the cities of its key with fewer restaurants", async () => {
    const list = await offered("st lo");
    expect(list.slice(0, 3)).toEqual(["St. Louis, MO", "St. Louis, IL", "Saint Louis, MI"]);
    expect(list).toContain("Saint Louis Park, MN");
  });

  it("still offers a name by its own first letters while a word is typed ('Sain', 'Fort W')", async () => {
    const saints = await offered("Sain");
    expect(saints).toHaveLength(10);
    for (const city of saints) expect(city).toMatch(/^Sainte? /);
    expect(await offered("Fort W")).toContain("Fort Worth, TX");
  });

  it("stays a few milliseconds on the 11,464 cities", async () => {
    await offered("s");
    const started = performance.now();
    for (const prefix of ["s", "st", "st l", "fo", "m", "saint"]) await offered(prefix);
    expect((performance.now() - started) / 6).toBeLessThan(40);
  });
});

describe("the forms and the desk read a typed city the same way", () => {
  const named = async (place: string) => {
    try {
      return (await db.sql`select public.catalogue_city_named(${place}) as id`)[0]!.id as string | null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("finds the city a request names however its name is spelled", async () => {
    expect(await named("st louis, mo")).toBe("st-louis");
    expect(await named("Ft. Lauderdale, FL")).toBe("fort-lauderdale-fl");
    expect(await named("winston salem")).toBe("winston-salem-nc");
    expect(await named("coeur d alene")).toBe("coeur-dalene-id");
  });

  it("asks for the state when spellings of the name are cities of several states", async () => {
    expect(await named("Saint Louis")).toMatch(/more than one state \(IL, MI, MO\)/);
    expect(await named("mt pleasant")).toMatch(/more than one state/);
    // Though Springfield, IL's id is 'springfield', the name is Missouri's and Massachusetts' too.
    expect(await named("springfield")).toMatch(/more than one state/);
    expect(await named("springfield, il")).toBe("springfield");
  });

  it("takes a restaurant suggestion for 'st louis' as the covered city St. Louis", async () => {
    const { id } = (await callAsServer(db, "submit_restaurant_suggestion", {
      client_key: clientKey("typed-city"),
      restaurant_name: "Lunch Place",
      city: "st louis",
      address: "1 Main St",
    })) as { id: string };
    const [stored] = await db.sql`select city from public.restaurant_suggestions where id = ${id}`;
    expect(stored!.city).toBe("St. Louis");
  });
});

describe("get_city says whether another city has its name, so its pages can name its state", () => {
  const shared = async (id: string) =>
    ((await db.api.call("get_city", { city_id_param: id })) as { shared_name: boolean }).shared_name;

  it("Springfield, MO and Saint Louis, MI share their names; Winston-Salem does not", async () => {
    expect(await shared("springfield-mo")).toBe(true);
    expect(await shared("saint-louis-mi")).toBe(true);
    expect(await shared("winston-salem-nc")).toBe(false);
  });
});

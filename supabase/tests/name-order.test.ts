// Names are listed as people read them: case, accents and punctuation ignored (reading_order), not in byte order.
import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const before = (names: string[], first: string, second: string) => {
  expect(names).toContain(first);
  expect(names).toContain(second);
  expect(names.indexOf(first)).toBeLessThan(names.indexOf(second));
};

/** Sorted as a reader expects: the letters and digits of each name, any case or accent, in order. */
const readerSorted = (names: string[]) => {
  const key = (name: string) =>
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9\s]+/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return [...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a < b ? -1 : a > b ? 1 : 0));
};

describe("restaurant names in reading order", () => {
  it("the meal builder's list puts Baskin Robbins before BJ's Restaurant & Brewhouse", async () => {
    const { name } = (await db.api.call("list_restaurant_options", {})) as { name: string[] };
    before(name, "Baskin Robbins", "BJ's Restaurant & Brewhouse");
    before(name, "Papa Murphy's", "P.F. Chang's");
    expect(name).toEqual(readerSorted(name));
  });

  it("the request form's picker, with or without a search term, in the same order", async () => {
    const first = (await db.api.call("search_restaurant_options", { search_term: "", result_limit: 50 })) as {
      name: string;
    }[];
    before(
      first.map((r) => r.name),
      "Baskin Robbins",
      "BJ's Restaurant & Brewhouse",
    );
    const found = (await db.api.call("search_restaurant_options", {
      search_term: "b",
      result_limit: 50,
    })) as {
      name: string;
    }[];
    expect(found.map((r) => r.name)).toEqual(readerSorted(found.map((r) => r.name)));
    const three = (await db.api.call("search_restaurant_options", {
      search_term: "ill",
      result_limit: 50,
    })) as {
      name: string;
    }[];
    expect(three.map((r) => r.name)).toEqual(readerSorted(three.map((r) => r.name)));
  });

  it("the nutrition pages' list of restaurants too", async () => {
    const { name } = (await db.api.call("list_restaurant_brands", {})) as { name: string[] };
    before(name, "Baskin Robbins", "BJ's Restaurant & Brewhouse");
    expect(name).toEqual(readerSorted(name));
  });
});

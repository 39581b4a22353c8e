import { MACRO_CORPUS } from "@/lib/nutrition/macro-corpus";
import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe("public.macro_number", () => {
  it.each(MACRO_CORPUS)("reads %p as %p, like the TypeScript rule", async (input, expected) => {
    const [row] = await db.sql`select public.macro_number(${input}::text)::float8 as value`;
    expect(row?.value).toBe(expected);
  });

  it("fills the meals' numeric columns from the text as written", async () => {
    const [restaurant] =
      await db.sql`insert into public.restaurants (name) values ('Test Grill') returning id`;
    const [meal] =
      await db.sql`insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar, calories)
      values (${restaurant!.id}, 'Test Bowl', '32g', '41 g', 'N/A', null, '540 kcal')
      returning protein_g::float8, carbs_g::float8, fat_g::float8, sugar_g::float8, calories_kcal::float8`;
    expect(meal).toEqual({ protein_g: 32, carbs_g: 41, fat_g: 0, sugar_g: 0, calories_kcal: 540 });
  });
});

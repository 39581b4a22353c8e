import { componentSlot } from "@/scripts/seed/item-kinds";
import { createTestDatabase, type TestDatabase } from "@/test/database";

// Build-your-own orders (suggest_builds): one choice per slot, each component at its published portion, the
// totals the sum of the rows.
let db: TestDatabase;
let bowlBar: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const [restaurant] = await db.sql`insert into public.restaurants (name, is_chain) values ('Bowl Bar', false)
    returning id`;
  bowlBar = restaurant!.id as string;
  const parts: [string, string, number, number, number, number, string | null][] = [
    // name, slot, protein, carbs, fat, calories, size
    ["Tortilla", "base", 8, 50, 9, 320, null],
    ["Greens", "base", 2, 3, 0, 15, null],
    ["Chicken", "protein", 32, 0, 7, 180, "Regular"],
    ["Chicken (Kids)", "protein", 15, 0, 3, 90, "Kids"],
    ["Steak", "protein", 21, 1, 6, 150, "Regular"],
    ["White Rice", "rice", 4, 40, 4, 210, null],
    ["Black Beans", "beans", 8, 22, 1, 130, null],
    ["Pinto Beans", "beans", 8, 21, 2, 130, null],
    ["Red Salsa", "salsa", 0, 4, 0, 30, null],
    ["Corn Salsa", "salsa", 3, 16, 2, 80, null],
    ["Cheese", "topping", 6, 1, 8, 110, null],
    ["Guacamole", "topping", 2, 8, 22, 230, null],
  ];
  for (const [name, slot, protein, carbs, fat, calories, size] of parts) {
    const [dish, shown] = size
      ? [name.replace(/ \(Kids\)$/, ""), `${name.replace(/ \(Kids\)$/, "")} — ${size}`]
      : [null, name];
    await db.sql`insert into public.meals (restaurant_id, name, dish, size, kind, slot, protein, carbs, fat, sugar,
        calories)
      values (${bowlBar}, ${shown}, ${dish}, ${size}, 'component', ${slot}, ${protein}, ${carbs}, ${fat}, '1',
        ${calories})`;
  }
  // A component whose numbers don't add up is never used; a meal and a drink are not components.
  await db.sql`insert into public.meals (restaurant_id, name, kind, slot, protein, carbs, fat, sugar, calories)
    values (${bowlBar}, 'Mystery Meat', 'component', 'protein', '60', '0', '0', '0', '100'),
           (${bowlBar}, 'House Burrito', 'meal', null, '45', '70', '20', '3', '650'),
           (${bowlBar}, 'Protein Shake', 'drink', null, '40', '5', '3', '2', '210')`;
});
afterAll(() => db.drop());

type Build = {
  items: {
    meal: { name: string; slot: string; protein_g: number; calories_kcal: number };
    quantity: number;
  }[];
  totals: { protein: number; carbs: number; fat: number; sugar: number; calories: number };
  distance: number;
};
const builds = async (args: Record<string, unknown>) =>
  (await db.api.call("suggest_builds", { restaurant_id_param: bowlBar, ...args } as never)) as Build[];

type Part = { name: string; slot: string; size: string | null; p: number; c: number; f: number; k: number };

/** Every build by the rule, summed and ranked here: the reference for a menu small enough to be searched whole. */
function reference(parts: Part[], targets: { p: number; c: number; f: number; k: number }, limit: number) {
  const families = ["", "Kids"];
  const results: { label: string; distance: number; count: number; totals: number[] }[] = [];
  for (const family of families) {
    const members = parts.filter((part) =>
      family === "" ? part.size !== "Kids" : part.size === "Kids" || part.size === null,
    );
    const slots = ["base", "protein", "rice", "beans", "salsa", "topping"];
    const choices = slots.map((slot) => {
      const options: { part: Part | null; qty: number }[] = members
        .filter((part) => part.slot === slot)
        .flatMap((part) => (slot === "protein" ? [1, 2] : [1]).map((qty) => ({ part, qty })));
      const hasProtein = members.some((part) => part.slot === "protein");
      return slot === "protein" && hasProtein ? options : [{ part: null, qty: 0 }, ...options];
    });
    const walk = (at: number, picked: { part: Part | null; qty: number }[]) => {
      if (at === slots.length) {
        const chosen = picked.filter((x) => x.part);
        if (chosen.length < 2) return;
        const sum = (key: "p" | "c" | "f" | "k") => chosen.reduce((s, x) => s + x.part![key] * x.qty, 0);
        const totals = [sum("p"), sum("c"), sum("f"), sum("k")];
        const aims = [targets.p, targets.c, targets.f, targets.k];
        if (totals.some((t, i) => t < aims[i]! * 0.75 || t > aims[i]! * 1.25)) return;
        const distance = totals.reduce((s, t, i) => s + Math.abs(t - aims[i]!) / aims[i]!, 0);
        const label = chosen.map((x) => `${x.qty}x ${x.part!.name}`).join(" | ");
        if (!results.some((r) => r.label === label))
          results.push({ label, distance, count: chosen.length, totals });
        return;
      }
      for (const choice of choices[at]!) walk(at + 1, [...picked, choice]);
    };
    walk(0, []);
  }
  return results
    .sort((a, b) => a.distance - b.distance || a.count - b.count)
    .slice(0, limit)
    .map((r) => ({ label: r.label, distance: Math.round(r.distance * 10000) / 10000 }));
}

describe("suggest_builds", () => {
  it("gives the closest builds of the whole menu, one choice per slot, as summing every build does", async () => {
    const parts = (await db.sql`select name, slot, size, protein_g::float8 as p, carbs_g::float8 as c,
        fat_g::float8 as f, calories_kcal::float8 as k
      from public.meals where restaurant_id = ${bowlBar} and kind = 'component' and name <> 'Mystery Meat'`) as unknown as Part[];
    for (const targets of [
      { p: 50, c: 60, f: 20, k: 650 },
      { p: 40, c: 30, f: 15, k: 450 },
      { p: 70, c: 90, f: 30, k: 900 },
    ]) {
      const found = await builds({
        protein_target: targets.p,
        carbs_target: targets.c,
        fat_target: targets.f,
        calories_target: targets.k,
        result_limit: 5,
      });
      const expected = reference(parts, targets, 5);
      expect(expected.length).toBeGreaterThan(0);
      expect(found.map((b) => b.distance)).toEqual(expected.map((r) => r.distance));
      expect(found.map((b) => b.items.map((i) => `${i.quantity}x ${i.meal.name}`).join(" | "))).toEqual(
        expected.map((r) => r.label),
      );
    }
  });

  it("totals each build as the sum of its rows, never uses a component that doesn't add up, a meal or a drink", async () => {
    const found = await builds({ protein_target: 60, calories_target: 700, result_limit: 10 });
    expect(found.length).toBeGreaterThan(0);
    for (const build of found) {
      const names = build.items.map((i) => i.meal.name);
      expect(names).not.toContain("Mystery Meat");
      expect(names).not.toContain("House Burrito");
      expect(names).not.toContain("Protein Shake");
      const slots = build.items.map((i) => i.meal.slot);
      expect(new Set(slots).size).toBe(slots.length);
      expect(
        build.items.every((i) => i.quantity === 1 || (i.quantity === 2 && i.meal.slot === "protein")),
      ).toBe(true);
      const sum = (key: "protein_g" | "calories_kcal") =>
        build.items.reduce((s, i) => s + i.meal[key] * i.quantity, 0);
      expect(build.totals.protein).toBe(sum("protein_g"));
      expect(build.totals.calories).toBe(sum("calories_kcal"));
    }
    // Kids' portions go with kids' portions only.
    for (const build of found) {
      const names = build.items.map((i) => i.meal.name);
      if (names.some((n) => n.endsWith("— Kids")))
        expect(names.some((n) => n.endsWith("— Regular"))).toBe(false);
    }
  });

  it("suggests Chipotle bowls from its April 2024 components, and nothing for a menu without components", async () => {
    const [chipotle] = await db.sql`select id from public.restaurants where name = 'Chipotle'`;
    const found = (await db.api.call("suggest_builds", {
      restaurant_id_param: chipotle!.id,
      protein_target: 50,
      carbs_target: 60,
      fat_target: 20,
      calories_target: 650,
    } as never)) as Build[];
    expect(found).toHaveLength(5);
    expect(found[0]!.items.map((i) => i.meal.slot)).toContain("protein");
    const [plain] = await db.sql`select r.id from public.restaurants r where not exists (
      select 1 from public.meals m where m.restaurant_id = r.id and m.kind = 'component') limit 1`;
    expect(await db.api.call("suggest_builds", { restaurant_id_param: plain!.id } as never)).toEqual([]);
  });

  it("refuses arguments out of range, and answers null for an unknown restaurant", async () => {
    await expect(builds({ result_limit: 11 })).rejects.toMatchObject({ code: "22023" });
    await expect(builds({ protein_target: -1 })).rejects.toMatchObject({ code: "22023" });
    expect(
      await db.api.call("suggest_builds", {
        restaurant_id_param: "00000000-0000-4000-8000-000000000000",
      } as never),
    ).toBeNull();
  });
});

describe("a component's slot", () => {
  it("is the same rule in SQL (the import) as in the seed, on every seeded component", async () => {
    const rows = await db.sql<{ name: string; slot: string }[]>`
      select coalesce(dish, name) as name, public.infer_component_slot(coalesce(dish, name)) as slot
      from public.meals where kind = 'component'`;
    expect(rows.length).toBeGreaterThan(1000);
    const differ = rows.filter((row) => componentSlot(row.name) !== row.slot).slice(0, 5);
    expect(differ).toEqual([]);
  });
});

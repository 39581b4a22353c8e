import { expect, test } from "./support/test";
import { sql } from "./support/database";

// The lean page's rule is fat or sugar: each meal on it shows both values and says which limit it keeps under.

test("each meal of a lean breakfast page shows its fat and sugar and why it is lean", async ({ page }) => {
  const [city] = await sql`select c.id from public.cities c
    where json_array_length(coalesce(public.get_lean_high_protein_breakfast_restaurants(c.id), '[]')) > 0
    order by c.name limit 1`;
  await page.goto(`/lean-high-protein-breakfast/${city!.id}`);
  const main = page.getByRole("main");
  const meals = main.getByText(/^Protein per 100 kcal:/);
  const count = await meals.count();
  expect(count).toBeGreaterThan(0);
  await expect(
    main.getByText(/^Lean: (fat under 15 g|sugar under 10 g|fat under 15 g, sugar under 10 g)$/),
  ).toHaveCount(count);
  await expect(main.getByRole("term").filter({ hasText: /^Fat$/ })).toHaveCount(count);
  await expect(main.getByRole("term").filter({ hasText: /^Sugar$/ })).toHaveCount(count);
});

test("the lean page says its order, leanest first, and lists its restaurants and meals in it", async ({
  page,
}) => {
  const [city] = await sql`select c.id, public.get_lean_high_protein_breakfast_restaurants(c.id) as list
    from public.cities c
    where json_array_length(coalesce(public.get_lean_high_protein_breakfast_restaurants(c.id), '[]')) > 2
    order by c.name limit 1`;
  const list = city!.list as { name: string; meals: { fat: string | number | null }[] }[];
  const fat = (value: string | number | null) => Number(String(value ?? "").replace(/[^0-9.]/g, "") || 0);
  // The rule the page says: the restaurant whose leanest breakfast has the least fat first, each one's meals too.
  const leanest = list.map((r) => Math.min(...r.meals.map((m) => fat(m.fat))));
  expect(leanest).toEqual([...leanest].sort((a, b) => a - b));
  for (const r of list) {
    const fats = r.meals.map((m) => fat(m.fat));
    expect(fats).toEqual([...fats].sort((a, b) => a - b));
  }
  await page.goto(`/lean-high-protein-breakfast/${city!.id as string}`);
  await expect(
    page.getByText(/, leanest first: the least fat first, then the most protein\.$/),
  ).toBeVisible();
  const order = page.getByRole("navigation", { name: "Sort order" });
  await expect(order.getByRole("link", { name: "Least fat" })).toHaveAttribute("aria-current", "true");
  await expect(order.getByRole("link", { name: "Most protein", exact: true })).toHaveCount(0);
  const shown = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(shown.first()).toHaveText(list[0]!.name);
  const first = Math.min(10, list.length);
  expect((await shown.allTextContents()).slice(0, first)).toEqual(list.slice(0, first).map((r) => r.name));
});

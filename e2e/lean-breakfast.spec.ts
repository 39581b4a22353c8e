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

import { expect, test } from "./support/test";
import { sql } from "./support/database";

// The meal builder's suggestions for macro targets; the expected combinations come from the same database.

type Combo = { items: { meal: { name: string }; quantity: number }[] };
const comboName = (combo: Combo) =>
  combo.items
    .map(({ meal, quantity }) => (quantity > 1 ? `${meal.name} (x${quantity})` : meal.name))
    .join(" + ");

test("a suggested combination for the default targets loads into the builder and its shareable link", async ({
  page,
}) => {
  await page.goto("/tools/meal-builder");
  const picker = page.getByLabel("Restaurant", { exact: true });
  await expect(picker).toBeEnabled();
  const ids = (
    await picker
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  ).filter(Boolean);
  // The first restaurant in the picker with at least two suggestions for the calculator's default targets.
  const [row] = await sql`select r.id, r.name, public.suggest_meal_combos(r.id, 30, 50, 20, 500, 15) as combos
    from public.restaurants r where r.id = any(${ids}::uuid[])
      and jsonb_array_length(public.suggest_meal_combos(r.id, 30, 50, 20, 500, 15)) >= 2
    order by r.name, r.id limit 1`;
  const combos = row!.combos as Combo[];
  await picker.selectOption(row!.id as string);

  await page.getByRole("button", { name: "Suggest a meal for my targets" }).click();
  const suggestions = page.getByRole("list", { name: `Suggested meals at ${row!.name}` });
  await expect(suggestions.getByRole("listitem")).toHaveCount(combos.length);
  await expect(suggestions.getByRole("listitem").first()).toContainText(comboName(combos[0]!));
  await suggestions.getByRole("button", { name: `Use this meal: ${comboName(combos[1]!)}` }).click();

  const items = page.getByRole("list", { name: "Items in your meal" });
  await expect(items.getByRole("listitem")).toHaveCount(combos[1]!.items.length);
  for (const { meal, quantity } of combos[1]!.items) {
    await expect(items.getByRole("listitem").filter({ hasText: meal.name })).toContainText(`(x${quantity})`);
  }
  await expect(page).toHaveURL(/items=/);
  await expect(page).not.toHaveURL(/targets=/);
  const shared = page.url();
  await page.goto("about:blank");
  await page.goto(shared);
  await expect(page.getByRole("list", { name: "Items in your meal" }).getByRole("listitem")).toHaveCount(
    combos[1]!.items.length,
  );
});

test("a calculator result's 'Build a full meal here' opens the builder's suggestions for the same targets", async ({
  page,
}) => {
  await page.goto("/tools/macro-calculator");
  await page.getByRole("button", { name: "Find Matching Meals" }).click();
  const results = page.getByRole("list", { name: "Suggested meals" });
  await expect(results.getByRole("link", { name: /^Build a full meal here at / }).first()).toBeVisible();
  // A chain's menu is one: its result builds on the chain, whichever location matched.
  const links = results.getByRole("link", { name: /^Build a full meal here at / });
  const build = links.first();
  const href = await build.getAttribute("href");
  expect(href).toMatch(/^\/tools\/meal-builder\?from=[0-9a-f-]{36}&targets=30%2C50%2C20%2C500%2C15#tools$/);
  const restaurantId = /from=([0-9a-f-]{36})/.exec(href!)![1]!;
  const [restaurant] = await sql`select name from public.restaurants where id = ${restaurantId}`;
  await build.click();
  await expect(page).toHaveURL(/\/tools\/meal-builder\?/);
  await expect(
    page.getByRole("heading", { name: `Meals for your targets at ${restaurant!.name}` }),
  ).toBeVisible();
  await expect(page.getByLabel("Restaurant", { exact: true })).toHaveValue(restaurantId);
  await expect(page.getByLabel("Protein (g)")).toHaveValue("30");
  // Either combinations or the message that none fits: the search ran.
  await expect(
    page
      .getByRole("list", { name: /^Suggested meals at / })
      .or(page.getByText(/^No combination of up to 3 items/)),
  ).toBeVisible();
});

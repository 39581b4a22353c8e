import { sql } from "./support/database";
import { expect, test, type Page } from "./support/test";
import { SAME_ON_A_PHONE } from "./support/projects";

// The calculator's net-carbs cap ('Net carbs (g, at most)', ?netCarbs=) as a diner uses it: typed in the form and
// answered on the server before JavaScript (the GET form), and by the hydrated form from the API. A meal just at
// the cap is listed, one just past it is not, and a meal whose fiber is not published (unknown net carbs) is never
// listed under a cap, even one its carbs alone would pass. The budget mode's 'Net carbs left' draws a bar per meal.
// On a phone, a screenshot of the form is kept in test-results/ to be looked at.

const LABEL = "Net carbs (g, at most)";

type Pick = {
  name: string;
  protein: number;
  carbs: number;
  fat: number;
  calories: number;
  net: number | null;
};

/** A listed meal of a name no other listed meal has, with its numbers: one with net carbs above 0, or one without fiber. */
async function pickMeal(withFiber: boolean): Promise<Pick> {
  const [row] = await sql`select m.name, m.protein_g::float8 as protein, m.carbs_g::float8 as carbs,
      m.fat_g::float8 as fat, m.calories_kcal::float8 as calories, m.net_carbs_g::float8 as net
    from public.meals m
    where m.listed and m.protein_g > 0 and m.fat_g > 0 and m.calories_kcal > 0 and m.carbs_g between 2 and 40
      and m.macro_kcal_mismatch is null
      and (case when ${withFiber} then m.net_carbs_g > 1 else m.fiber_g is null end)
      and (select count(*) from public.meals x where x.listed and x.name = m.name) = 1
    order by m.name limit 1`;
  return row as unknown as Pick;
}

/** The results page for exactly this meal's numbers (each within ±25%), sugar not capped. */
const resultsFor = (meal: Pick, netCarbs?: number) =>
  `/tools/macro-calculator/results?${new URLSearchParams({
    protein: String(meal.protein),
    carbs: String(meal.carbs),
    fat: String(meal.fat),
    calories: String(meal.calories),
    sugar: "",
    ...(netCarbs === undefined ? {} : { netCarbs: String(netCarbs) }),
  })}`;

const results = (page: Page) => page.getByRole("list", { name: "Suggested meals" });
const listed = (page: Page, name: string) => results(page).getByRole("heading", { name, exact: true });

async function fillTargets(page: Page, meal: Pick, netCarbs: number) {
  await page.getByLabel("Protein (g)").fill(String(meal.protein));
  await page.getByLabel("Carbs (g)", { exact: true }).fill(String(meal.carbs));
  await page.getByLabel("Fat (g)").fill(String(meal.fat));
  await page.getByLabel("Calories (kcal)").fill(String(meal.calories));
  await page.getByLabel("Sugar (g)").fill("");
  await page.getByLabel(LABEL).fill(String(netCarbs));
}

test(
  "before JavaScript, the form sends the net-carbs cap and the server lists a meal just at it",
  { tag: SAME_ON_A_PHONE },
  async ({ browser }) => {
    const meal = await pickMeal(true);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/tools/macro-calculator");
    await expect(page.getByLabel(LABEL)).toHaveValue("");
    await fillTargets(page, meal, meal.net!);
    await page.getByRole("button", { name: "Find Matching Meals" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]netCarbs=${String(meal.net).replace(".", "\\.")}(&|$)`));
    await expect(page.getByLabel(LABEL)).toHaveValue(String(meal.net));
    await expect(listed(page, meal.name)).toBeVisible();

    // Just past the cap: the meal is left out; the address says the cap, and so does the form.
    const under = Math.round((meal.net! - 0.1) * 10) / 10;
    await page.goto(resultsFor(meal, under));
    await expect(page.getByLabel(LABEL)).toHaveValue(String(under));
    await expect(
      page.getByRole("heading", { name: /^(Suggested Meals|No Meals Found Matching Your Criteria)$/ }),
    ).toBeVisible();
    await expect(listed(page, meal.name)).toHaveCount(0);

    // A bad cap is the field's error in words, and nothing is searched.
    await page.goto(resultsFor(meal, -2));
    await expect(page.getByLabel(LABEL)).toHaveAccessibleDescription(
      "Enter a number of 0 or more, or leave it empty.",
    );
    await expect(page.getByRole("heading", { name: "Suggested Meals" })).toHaveCount(0);
    await context.close();
  },
);

test(
  "a meal whose fiber is not published is never under a net-carbs cap, even one its carbs would pass",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    const meal = await pickMeal(false);
    await page.goto(resultsFor(meal));
    await expect(listed(page, meal.name)).toBeVisible();
    await page.goto(resultsFor(meal, meal.carbs));
    await expect(page.getByLabel(LABEL)).toHaveValue(String(meal.carbs));
    await expect(listed(page, meal.name)).toHaveCount(0);
  },
);

test("the hydrated form asks the API with the net-carbs cap and lists only meals within it", async ({
  page,
}, testInfo) => {
  const meal = await pickMeal(true);
  await page.goto("/tools/macro-calculator");
  await fillTargets(page, meal, meal.net!);
  if (testInfo.project.name === "mobile") {
    await page
      .getByRole("form", { name: "Set Your Macro Targets" })
      .screenshot({ path: testInfo.outputPath("calculator-form.png") });
  }
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/api/meals/match"),
    page.getByRole("button", { name: "Find Matching Meals" }).click(),
  ]);
  expect(new URL(answer.url()).searchParams.get("netCarbs")).toBe(String(meal.net));
  const found = (await answer.json()) as { meals: { name: string; net_carbs_g?: number }[] };
  expect(found.meals.length).toBeGreaterThan(0);
  for (const each of found.meals) {
    expect(each.net_carbs_g).toBeDefined();
    expect(each.net_carbs_g!).toBeLessThanOrEqual(meal.net!);
  }
  // Answered in place: the page stays the calculator's.
  await expect(page).toHaveURL(/\/tools\/macro-calculator$/);
  await expect(listed(page, meal.name)).toBeVisible();

  await page.getByLabel(LABEL).fill(String(Math.round((meal.net! - 0.1) * 10) / 10));
  await page.getByRole("button", { name: "Find Matching Meals" }).click();
  await expect(listed(page, meal.name)).toHaveCount(0);
});

test("the budget mode takes net carbs left as a cap, before JavaScript, with a bar per meal", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/tools/macro-calculator/results?mode=left&calories=620&protein=38&netCarbs=20");
  const form = page.getByRole("form", { name: "What you have left today" });
  await expect(form.getByLabel("Net carbs left (g, at most)")).toHaveValue("20");
  await expect(form.getByLabel("Carbs left (g, at most)", { exact: true })).toHaveValue("");
  const meals = page.getByRole("list", { name: "Meals that fit" });
  await expect(meals.getByRole("listitem").first()).toBeVisible();
  const allBars = await meals.getByRole("list", { name: "Your budget after it" }).all();
  expect(allBars.length).toBeGreaterThan(0);
  for (const bars of allBars) {
    await expect(bars).toContainText(/Net carbs [\d.]+ g of 20 g/);
    await expect(bars).not.toContainText(/Net carbs N\/A/);
  }
  await context.close();
});

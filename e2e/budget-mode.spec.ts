import { readFile } from "node:fs/promises";
import { sql } from "./support/database";
import { expect, test, type Locator } from "./support/test";
import { SAME_ON_A_PHONE } from "./support/projects";

// The calculator's budget mode ("What fits what I have left?") as a diner uses it: a budget typed in the form, the
// meals that fit with a bar and what is left per field, the budget in the address (a reload keeps it), "Fill my
// budget here" with the restaurant's combinations, the hand-off to a tracker (the clipboard's text and the CSV
// file) and a saved meal on /my-meals, removed again. On a phone, screenshots of the form, the results and the
// saved meals are kept in test-results/ to be looked at.

const CSV_HEADER = "item,restaurant,quantity,calories,protein,carbs,fat,sugar,source";
const BUDGET = { calories: "620", protein: "38", carbs: "60", fat: "20", sodium: "1500" };

/** The card's 'Total: 540 kcal · Protein 42 g · ...' as the tracker's total line writes it. */
async function expectedTotalLine(card: Locator) {
  const text = (await card.getByText(/^Total:/).textContent()) ?? "";
  const value = (name: string, unit: string) =>
    new RegExp(`${name} (N/A|[\\d.]+ ${unit})`).exec(text)?.[1] ?? "missing";
  const calories = /^Total: (N\/A|\d+ kcal)/.exec(text)?.[1] ?? "missing";
  return `Total: Calories ${calories}, Protein ${value("Protein", "g")}, Carbs ${value("Carbs", "g")}, Fat ${value("Fat", "g")}, Sugar ${value("Sugar", "g")}`;
}

test("a budget finds what fits, keeps it in the address, fills it at a restaurant, hands it off and saves it", async ({
  page,
  context,
}, testInfo) => {
  // A long walk through the mode, with full-page screenshots on a phone.
  test.setTimeout(120_000);
  const phone = testInfo.project.name === "mobile";
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto("/tools/macro-calculator");
  await page.getByRole("link", { name: "What fits what I have left?" }).click();
  await expect(page.getByRole("heading", { name: "What fits what I have left?" })).toBeVisible();
  const form = page.getByRole("form", { name: "What you have left today" });
  // The optional label limits are there, empty by default.
  await expect(form.getByLabel("Sodium left (mg, at most)")).toHaveValue("");
  await expect(form.getByLabel("Fiber still wanted (g, at least)")).toHaveValue("");
  await expect(form.getByLabel("Net carbs left (g, at most)")).toHaveValue("");
  await form.getByLabel("Calories left (kcal, at most)").fill(BUDGET.calories);
  await form.getByLabel("Protein still needed (g, at least)").fill(BUDGET.protein);
  await form.getByLabel("Carbs left (g, at most)", { exact: true }).fill(BUDGET.carbs);
  await form.getByLabel("Fat left (g, at most)").fill(BUDGET.fat);
  await form.getByLabel("Sodium left (mg, at most)").fill(BUDGET.sodium);
  if (phone) await page.screenshot({ path: testInfo.outputPath("budget-form.png"), fullPage: true });
  await form.getByRole("button", { name: "Find What Fits" }).click();

  // The results: each meal with a bar per budget field and what is left after it.
  const results = page.getByRole("list", { name: "Meals that fit" });
  // The page opens on the results, below the form on a phone.
  await expect(page.getByRole("heading", { name: "Meals That Fit" })).toBeInViewport();
  const first = results.getByRole("listitem").first();
  const bars = first.getByRole("list", { name: "Your budget after it" });
  await expect(bars.getByRole("listitem")).toHaveCount(5);
  await expect(bars).toContainText(/Calories [\d.]+ kcal of 620 kcal/);
  await expect(bars).toContainText(/\d+ kcal left/);
  await expect(bars).toContainText(/Sodium [\d.]+ mg of 1500 mg/);
  await expect(bars).toContainText(/need met|still needed/);

  // The budget is in the address; a reload answers the same, the form as typed.
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ mode: "left", ...BUDGET });
  const firstName = await first.getByRole("heading").textContent();
  await page.reload();
  await expect(results.getByRole("listitem").first().getByRole("heading")).toHaveText(firstName!);
  await expect(form.getByLabel("Calories left (kcal, at most)")).toHaveValue(BUDGET.calories);
  await expect(form.getByLabel("Sodium left (mg, at most)")).toHaveValue(BUDGET.sodium);
  if (phone) {
    await page.screenshot({ path: testInfo.outputPath("budget-results.png"), fullPage: true });
    await page.screenshot({ path: testInfo.outputPath("budget-results-viewport.png") });
  }

  // Save the first meal, for /my-meals below.
  await first.getByRole("button", { name: /^Save/ }).click();
  await expect(first.getByRole("button", { name: /^Saved/ })).toHaveAttribute("aria-pressed", "true");

  // Fill my budget here: the restaurant's combinations, each within the budget.
  await first.getByRole("link", { name: /Fill my budget here/ }).click();
  const fill = page.locator("section#fill");
  await expect(fill.getByRole("heading", { name: /^Fill my budget at / })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("fill")).toBeTruthy();
  const combo = fill
    .getByRole("listitem")
    .filter({ has: page.getByText(/^Total:/) })
    .first();
  await expect(combo).toBeVisible();
  await expect(combo.getByRole("list", { name: "Your budget after it" })).toContainText(/kcal left/);

  // Copy for my tracker: one line per item, then the total the card shows.
  await combo.getByRole("button", { name: /Copy for my tracker/ }).click();
  await expect(page.getByText("Copied!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const lines = copied.split("\n");
  expect(lines.length).toBeGreaterThanOrEqual(2);
  for (const line of lines.slice(0, -1)) {
    expect(line).toMatch(
      /^.+ \(.+\)( x2)?: Calories (N\/A|\d+ kcal), Protein (N\/A|[\d.]+ g), Carbs (N\/A|[\d.]+ g), Fat (N\/A|[\d.]+ g), Sugar (N\/A|[\d.]+ g)$/,
    );
  }
  expect(lines.at(-1)).toBe(await expectedTotalLine(combo));

  // Download CSV: the header, then one row per item of the combination.
  const download = page.waitForEvent("download");
  await combo.getByRole("link", { name: /Download CSV/ }).click();
  const file = await (await download).path();
  const csv = (await readFile(file, "utf8")).trimEnd().split("\r\n");
  expect(csv[0]).toBe(CSV_HEADER);
  expect(csv.length).toBe(lines.length);
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  // The saved meal on /my-meals, with its totals, and removed again.
  await page.goto("/my-meals");
  const saved = page.getByRole("region", { name: "Saved meals" });
  await expect(saved.getByRole("heading", { name: firstName! })).toBeVisible();
  await expect(saved.getByText(/^Total:/)).toBeVisible();
  if (phone) await page.screenshot({ path: testInfo.outputPath("my-meals.png"), fullPage: true });
  await saved.getByRole("button", { name: `Remove ${firstName}` }).click();
  await expect(page.getByText("Nothing saved yet.", { exact: false })).toBeVisible();
});

test(
  "a bad sodium cap is a field error in words, and an empty one is no limit",
  { tag: SAME_ON_A_PHONE },
  async ({ page }) => {
    await page.goto("/tools/macro-calculator/results?mode=left&calories=620&sodium=-3");
    const sodium = page.getByLabel("Sodium left (mg, at most)");
    await expect(sodium).toHaveAccessibleDescription("Enter a number of 0 or more, or leave it empty.");
    await expect(page.getByRole("heading", { name: "Meals That Fit" })).toHaveCount(0);
    await page.goto("/tools/macro-calculator/results?mode=left&calories=620&sodium=&fiber=");
    await expect(page.getByRole("heading", { name: "Meals That Fit" })).toBeVisible();
  },
);

test(
  "targets mode: the sodium cap and fiber floor are in the form and the address, answered without JavaScript",
  { tag: SAME_ON_A_PHONE },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(
      "/tools/macro-calculator/results?protein=30&carbs=&fat=&calories=&sugar=&sodium=900&fiber=3",
    );
    await expect(page.getByLabel("Sodium (mg, at most)")).toHaveValue("900");
    await expect(page.getByLabel("Fiber (g, at least)")).toHaveValue("3");
    await expect(page.getByRole("heading", { name: "Suggested Meals" })).toBeVisible();
    // The form sends them again as typed.
    await page.getByLabel("Sodium (mg, at most)").fill("700");
    await page.getByRole("button", { name: "Find Matching Meals" }).click();
    await expect(page).toHaveURL(/sodium=700/);
    await expect(page.getByLabel("Sodium (mg, at most)")).toHaveValue("700");
    await context.close();
  },
);

test("the builder's suggested combinations and each meal of the restaurant dialog hand off and save", async ({
  page,
}) => {
  // The builder: the first suggestion for the calculator's default targets has the three actions.
  await page.goto("/tools/meal-builder");
  const picker = page.getByLabel("Restaurant", { exact: true });
  await expect(picker).toBeEnabled();
  const ids = (
    await picker
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  ).filter(Boolean);
  const [row] = await sql`select r.id, r.name from public.restaurants r where r.id = any(${ids}::uuid[])
      and jsonb_array_length(public.suggest_meal_combos(r.id, 30, 50, 20, 500, 15)) >= 1
    order by r.name, r.id limit 1`;
  await picker.selectOption(row!.id as string);
  await page.getByRole("button", { name: "Suggest a meal for my targets" }).click();
  const suggestion = page
    .getByRole("list", { name: `Suggested meals at ${row!.name}` })
    .getByRole("listitem")
    .first();
  await expect(suggestion.getByRole("button", { name: /^Copy for my tracker for / })).toBeVisible();
  await expect(suggestion.getByRole("link", { name: /^Download CSV for / })).toHaveAttribute(
    "href",
    /^data:text\/csv;charset=utf-8,item%2Crestaurant%2Cquantity/,
  );
  await suggestion.getByRole("button", { name: /^Save for / }).click();
  await expect(suggestion.getByRole("button", { name: /^Saved for / })).toBeVisible();

  // The dialog: each meal has them too; a saved one is listed on /my-meals with a link back to the dialog on it.
  await page.goto("/high-protein-restaurants/chicago");
  await page
    .getByRole("link", { name: /^View Meals at / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  const meal = dialog
    .getByRole("heading", { name: "Available Meals" })
    .locator("xpath=..")
    .getByRole("listitem")
    // A meal, not a jump of the menu's section row.
    .filter({ has: page.getByRole("heading") })
    .first();
  const mealName = (await meal.getByRole("heading").first().textContent())!;
  await expect(meal.getByRole("button", { name: `Copy for my tracker for ${mealName}` })).toBeVisible();
  await meal.getByRole("button", { name: `Save for ${mealName}` }).click();
  await page.goto("/my-meals");
  // The footer links here (the open dialog below leaves the page behind it inert).
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "My Saved Meals" })).toHaveAttribute(
    "href",
    "/my-meals",
  );
  const saved = page.getByRole("region", { name: "Saved meals" });
  await expect(saved.getByRole("listitem")).toHaveCount(2);
  const back = saved.getByRole("link", { name: mealName, exact: true });
  await expect(back).toHaveAttribute(
    "href",
    /\/high-protein-restaurants\/chicago\?restaurant=[0-9a-f-]{36}&meal=/,
  );
  await back.click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Available Meals" })).toBeVisible();
});

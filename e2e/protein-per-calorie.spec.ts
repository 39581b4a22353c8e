import { expect, test, type Locator } from "./support/test";

// 'Most protein per calorie' and the source of the numbers, as a visitor sees them on the seed's pages.

/** The protein per 100 kcal shown in each of these elements, in order (N/A as -1). */
async function densities(items: Locator) {
  const texts = await items.allTextContents();
  return texts.map((text) => {
    const match = /Protein per 100 kcal: (N\/A|\d+\.\d) ?g?/.exec(text);
    if (!match) throw new Error(`no protein per 100 kcal in: ${text}`);
    return match[1] === "N/A" ? -1 : Number(match[1]);
  });
}

const descending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

test("a city page sorts by protein per calorie in a shareable URL whose canonical is the page's own", async ({
  page,
}) => {
  await page.goto("/high-protein-restaurants/chicago");
  const sort = page.getByRole("navigation", { name: "Sort order" });
  await expect(sort.getByRole("link", { name: "Most protein", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await sort.getByRole("link", { name: "Most protein per calorie" }).click();
  await expect(page).toHaveURL(/\/high-protein-restaurants\/chicago\?sort=protein-per-calorie$/);
  await expect(sort.getByRole("link", { name: "Most protein per calorie" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/high-protein-restaurants\/chicago$/,
  );

  // Each restaurant's meals, and the restaurants by their first (best) meal, most protein per 100 kcal first.
  const cards = page.getByRole("main").locator("ul.grid > li");
  expect(await cards.count()).toBeGreaterThan(1);
  const firsts: number[] = [];
  for (const card of await cards.all()) {
    const values = await densities(card.locator("li"));
    expect(descending(values)).toBe(true);
    firsts.push(values[0]!);
  }
  expect(descending(firsts)).toBe(true);
  // The calorie split is there for screen readers too.
  await expect(
    page.getByRole("img", { name: /^Calories: \d+% protein, \d+% carbs, \d+% fat$/ }).first(),
  ).toBeVisible();

  // The restaurant dialog opens over the sorted page, keeps its order, and closing it leaves the page as it was.
  await page
    .getByRole("link", { name: /^View Meals at / })
    .first()
    .click();
  await expect(page).toHaveURL(/\?sort=protein-per-calorie&restaurant=/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Most protein per calorie" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/high-protein-restaurants\/chicago\?sort=protein-per-calorie$/);

  // The sorted route's own address sends to the shareable one.
  const response = await page.request.get("/high-protein-restaurants/chicago/protein-per-calorie", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(308);
  expect(response.headers()["location"]).toBe("/high-protein-restaurants/chicago?sort=protein-per-calorie");
});

test("the restaurant dialog says where its numbers come from and sorts its meals by protein per calorie", async ({
  page,
}) => {
  await page.goto("/healthy-restaurants/chicago");
  await page
    .getByRole("link", { name: /^View Meals at / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Source: MenuStat, 2022")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "MenuStat" })).toHaveAttribute(
    "href",
    "https://www.menustat.org/",
  );
  // Each meal gives its protein per 100 kcal, whether the menu lists its meals by the chain's categories or as one.
  await expect(dialog.getByText(/^Protein per 100 kcal:/).first()).toBeVisible();
  await dialog.getByRole("button", { name: "Most protein per calorie" }).click();
  await expect(dialog.getByRole("button", { name: "Most protein per calorie" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page).toHaveURL(/[?&]sort=protein-per-calorie/);
  // Ranked, the meals are one list, best first.
  const entries = dialog.getByRole("list", { name: "Meals", exact: true }).locator(":scope > li");
  await expect(entries.first()).toContainText("Protein per 100 kcal:");
  expect(descending(await densities(entries.locator("p.mdens")))).toBe(true);

  // The page that explains the sources, and where to report a wrong number.
  await page.goto("/about/data");
  await expect(page.getByRole("heading", { level: 1, name: "Where Our Numbers Come From" })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Sources of the meals' nutrition values" })
      .getByRole("row", { name: /MenuStat/ }),
  ).toContainText("2022");
  await expect(page.getByRole("link", { name: "request page" })).toHaveAttribute("href", "/request");
});

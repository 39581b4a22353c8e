import { expect, test, type Page } from "./support/test";
import { sql } from "./support/database";
import { escapeRegExp } from "./support/menu-pages";
import { MENU_PAGE_ROWS } from "../lib/restaurants/menu-categories";

// The long pages cut into pages of their own (docs/product.md#paged-lists): a chain's menu by category, the
// listings and a state's cities, each page at its own address with its own title and canonical link.

/** The HTML budget of every page (docs/performance.md#page-sizes). */
const HTML_BUDGET_BYTES = 150 * 1024;

const canonicalPath = async (page: Page) =>
  new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname;

/**
 * The title of the category a row's page files it under: the sharing items and the condiments have a section of
 * their own, a drink filed as something else goes with the drinks, and a row without a category goes by its kind.
 */
const categoryTitle = sql`case
    when m.role = 'sharing' then 'For sharing and catering'
    when m.role = 'condiment' then 'Sauces, dressings and syrups'
    when m.role = 'drink' and m.kind <> 'drink' then 'Drinks'
    else coalesce(nullif(btrim(m.category), ''),
      case m.kind when 'meal' then 'Other meals' when 'component' then 'Build your own' else 'Drinks' end)
  end`;

/** The chain with the most menu items, and its largest category (by the name its pages give it). */
async function largestMenu() {
  const [chain] = await sql`select public.name_slug(r.name) as slug, r.name, count(*)::int as items,
      count(distinct ${categoryTitle})::int as categories
    from public.restaurants r join public.meals m on m.restaurant_id = r.id where r.is_chain
    group by r.id order by count(*) desc, 1 limit 1`;
  const [category] = await sql`select ${categoryTitle} as category, count(*)::int as rows from public.meals m
    join public.restaurants r on r.id = m.restaurant_id
    where public.name_slug(r.name) = ${chain!.slug as string} and r.is_chain
    group by 1 order by 2 desc limit 1`;
  return {
    slug: chain!.slug as string,
    name: chain!.name as string,
    categories: chain!.categories as number,
    category: category!.category as string,
    rows: category!.rows as number,
  };
}

test("a chain's page links its whole menu by category, and a category's pages show its rows under their own titles", async ({
  page,
}, testInfo) => {
  const menu = await largestMenu();
  expect(menu.rows).toBeGreaterThan(MENU_PAGE_ROWS);
  await page.goto(`/restaurant-nutrition/${menu.slug}`);
  const links = page.getByRole("link", { name: /\d+ items?$/ });
  await expect(links).toHaveCount(menu.categories);
  await page.screenshot({ path: testInfo.outputPath("chain-page.png"), fullPage: true });
  // Its meals with the most protein, most first.
  const top = page.getByRole("table", { name: `${menu.name}: the 10 meals with the most protein` });
  await expect(top.getByRole("columnheader", { name: "Protein (g)" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  const protein = (await top.locator("tbody tr td:nth-of-type(1)").allTextContents()).map(Number);
  expect(protein).toHaveLength(10);
  expect(protein).toEqual([...protein].sort((a, b) => b - a));

  await page
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(menu.category)}\\s*\\d+ items$`) })
    .click();
  const title = `${menu.name} ${menu.category} Nutrition Facts`;
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)}`));
  const path = new URL(page.url()).pathname;
  expect(await canonicalPath(page)).toBe(path);
  const table = page.getByRole("table", { name: `${menu.name}: ${menu.category}` });
  await expect(table.locator("tbody tr")).toHaveCount(MENU_PAGE_ROWS);
  await expect(page.getByText(`Items 1 to ${MENU_PAGE_ROWS} of ${menu.rows}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("category-page.png") });

  // Next is a real link, reached from the keyboard.
  const next = page.getByRole("link", { name: "Next" }).first();
  await expect(next).toHaveAttribute("rel", "next");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}/page/2$`));
  await expect(page.getByRole("heading", { level: 1, name: `${title} (Page 2)` })).toBeVisible();
  expect(await canonicalPath(page)).toBe(`${path}/page/2`);
  await expect(table.locator("tbody tr")).toHaveCount(Math.min(MENU_PAGE_ROWS, menu.rows - MENU_PAGE_ROWS));
  await expect(page.getByRole("link", { name: "Page 2" }).first()).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Previous" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));

  for (const missing of [`${path}/page/1`, `${path}/page/02`, `${path}/page/999`, `${path}-not-a-category`]) {
    expect((await page.request.get(missing)).status(), missing).toBe(404);
  }
});

test("JSON-LD is in each page's HTML, and a menu category's pages stay within the HTML budget with it", async ({
  page,
  request,
}) => {
  const menu = await largestMenu();
  for (const path of [`/restaurant-nutrition/${menu.slug}`, "/restaurants/lunch", "/cities/tx"]) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks.length, path).toBeGreaterThan(0);
    for (const [, json] of blocks) expect(JSON.parse(json!)["@context"]).toBe("https://schema.org");
  }
  // A category's page lists its items in JSON-LD too (in the HTML and the payload that hydrates it): every page of
  // the largest menu's categories, each found from the chain's page, stays within the budget.
  await page.goto(`/restaurant-nutrition/${menu.slug}`);
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(texts.map((text) => JSON.parse(text)["@type"])).toContain("Restaurant");
  const categories = await page
    .locator(`a[href^="/restaurant-nutrition/${menu.slug}/"]`)
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")!))]);
  expect(categories.length).toBeGreaterThan(0);
  for (let queue = [...categories], seen = new Set(queue); queue.length > 0;) {
    const path = queue.shift()!;
    const html = await (await request.get(path)).text();
    expect(Buffer.byteLength(html), path).toBeLessThan(HTML_BUDGET_BYTES);
    expect(html, path).toContain('"@type":"MenuItem"');
    for (const [, next] of html.matchAll(/<a[^>]*href="([^"]+\/page\/\d+)"[^>]*rel="next"/g))
      if (!seen.has(next!)) {
        seen.add(next!);
        queue.push(next!);
      }
  }
});

test("a listing's pages follow each other with Previous and Next, each with its own title and canonical", async ({
  page,
}, testInfo) => {
  await page.goto("/restaurants/lunch");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(15);
  const next = page.getByRole("link", { name: "Next" });
  await expect(next).toHaveAttribute("rel", "next");
  await next.click();
  await expect(page).toHaveURL(/\/restaurants\/lunch\/page\/2$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "High-Protein Lunch Restaurants (Page 2)" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^High-Protein Lunch Restaurants \(Page 2\)/);
  expect(await canonicalPath(page)).toBe("/restaurants/lunch/page/2");
  await page.screenshot({ path: testInfo.outputPath("listing-page-2.png") });
  const firstOnTwo = await page.getByRole("main").getByRole("heading", { level: 2 }).first().textContent();

  // The other order keeps the page; its canonical is the page's own address.
  await page.getByRole("link", { name: "Most protein per calorie" }).click();
  await expect(page).toHaveURL(/\/restaurants\/lunch\/page\/2\?sort=protein-per-calorie$/);
  expect(await canonicalPath(page)).toBe("/restaurants/lunch/page/2");
  await expect(page.getByText(/most protein per calorie first/)).toBeVisible();
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/restaurants\/lunch\?sort=protein-per-calorie$/);

  await page.goto("/restaurants/lunch/page/2");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(firstOnTwo!);
  expect((await page.request.get("/restaurants/lunch/page/1")).status()).toBe(404);
  expect((await page.request.get("/restaurants/lunch/page/99")).status()).toBe(404);
});

test("a state's later page lists the next cities by name", async ({ page }, testInfo) => {
  await page.goto("/cities/tx/page/2");
  await expect(
    page.getByRole("heading", { level: 1, name: "Healthy Restaurants in Texas by City (Page 2)" }),
  ).toBeVisible();
  expect(await canonicalPath(page)).toBe("/cities/tx/page/2");
  const [first] =
    await sql`select name from public.cities where state = 'TX' order by name limit 1 offset 300`;
  await expect(page.getByRole("main").getByRole("link", { name: /, TX/ }).first()).toHaveText(
    `${first!.name as string}, TX`,
  );
  await page.screenshot({ path: testInfo.outputPath("state-page-2.png") });
  await page.getByRole("link", { name: "Previous" }).first().click();
  await expect(page).toHaveURL(/\/cities\/tx$/);
});

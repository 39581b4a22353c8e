import { randomBytes, randomInt } from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { pickRestaurantWithMeals } from "./support/meal-builder";
import { openMenuRow } from "./support/menu-pages";

// 'Report a wrong number' on every meal: the restaurant dialog, the nutrition page and the meal builder link to
// the correction form, which stores a pending correction for the review desk and answers with a receipt.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  });
});

test("a wrong number reported from the restaurant dialog is stored as a pending correction", async ({
  page,
}) => {
  const [meal] = await sql`select m.id, m.name, m.protein, r.id as restaurant_id, r.name as restaurant_name
    from public.meals m join public.restaurants r on r.id = m.restaurant_id
    where exists (select 1 from public.locations l where l.restaurant_id = r.id and l.city_id = 'chicago')
    order by r.name, m.name limit 1`;
  const value = `${randomInt(10, 99)}g`;
  const note = `Checked the menu ${randomBytes(4).toString("hex")}`;
  await page.goto(
    `/healthy-restaurants/chicago?restaurant=${meal!.restaurant_id as string}&meal=${meal!.id as string}`,
  );
  const dialog = page.getByRole("dialog", { name: meal!.restaurant_name as string });
  await dialog
    .getByRole("link", { name: `Report a wrong number in ${meal!.name as string}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Report a wrong number" })).toBeVisible();

  // Neither a link nor a photo: the database refuses it, and nothing is stored.
  await page.getByLabel("Which value is wrong?").selectOption("protein");
  await page.getByRole("textbox", { name: "What it should be" }).fill(value);
  await page.getByRole("textbox", { name: "Notes for our team" }).fill(note);
  await page.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByText("Add a link to the source or a photo of it.")).toBeVisible();

  await page.getByRole("textbox", { name: "Link to the source" }).fill("https://menu.example.com/nutrition");
  await page.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByText("Thank you for your suggestion!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Follow your submission" })).toHaveAttribute(
    "href",
    /^\/request\/status\/[0-9a-f]{64}$/,
  );
  const rows = await sql`select meal_id, field, current_value, proposed_value, source_url, status
    from public.meal_corrections where user_notes = ${note}`;
  expect(rows).toEqual([
    {
      meal_id: meal!.id,
      field: "protein",
      current_value: meal!.protein,
      proposed_value: value,
      source_url: "https://menu.example.com/nutrition",
      status: "pending",
    },
  ]);
});

test("a correction with a photo of the source and no link is stored, its photo sent on its own and kept", async ({
  page,
}) => {
  const [meal] = await sql`select id from public.meals order by name limit 1`;
  const note = `Photo of the label ${randomBytes(4).toString("hex")}`;
  await page.goto(`/request/correction?meal=${meal!.id as string}`);
  await page.getByLabel("Which value is wrong?").selectOption("carbs");
  await page.getByRole("textbox", { name: "What it should be" }).fill("18g");
  await page.getByRole("textbox", { name: "Notes for our team" }).fill(note);
  const label = await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#eee" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Photo of the source")
    .setInputFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: label });
  const uploaded = page.waitForResponse((response) => response.url().endsWith("/api/submissions/photo"));
  await page.getByRole("button", { name: "Send Report" }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByText("Thank you for your suggestion!")).toBeVisible();
  const rows = await sql`select source_url, photo_url, photo_to_follow from public.meal_corrections
    where user_notes = ${note}`;
  expect(rows).toEqual([
    {
      source_url: null,
      photo_url: expect.stringMatching(/^\/photos\/[0-9a-f-]{36}\.webp$/),
      photo_to_follow: true,
    },
  ]);
});

test("the form checks its fields before sending, and the honeypot stores nothing", async ({ page }) => {
  const [meal] = await sql`select id from public.meals order by name limit 1`;
  const note = `Bot ${randomBytes(4).toString("hex")}`;
  await page.goto(`/request/correction?meal=${meal!.id as string}`);
  await page.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByText("Please choose the value that is wrong").first()).toBeVisible();
  await page.getByLabel("Which value is wrong?").selectOption("fat");
  await page.getByRole("textbox", { name: "What it should be" }).fill("12g");
  await page.getByRole("textbox", { name: "Link to the source" }).fill("https://menu.example.com/");
  await page.getByRole("textbox", { name: "Notes for our team" }).fill(note);
  await page.locator('input[name="fax_number"]').fill("555-0100", { force: true });
  await page.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByText("Thank you for your suggestion!")).toBeVisible();
  expect(await sql`select id from public.meal_corrections where user_notes = ${note}`).toEqual([]);
});

test("an unknown or malformed meal has no correction form", async ({ page }) => {
  expect((await page.goto("/request/correction?meal=not-a-meal"))!.status()).toBe(404);
  expect((await page.goto("/request/correction?meal=00000000-0000-4000-8000-000000000000"))!.status()).toBe(
    404,
  );
});

test("the nutrition page and the meal builder link every meal to the correction form", async ({ page }) => {
  const [brand] = await sql`select r.name, m.id, m.name as meal, m.category from public.restaurants r
    join public.meals m on m.restaurant_id = r.id where r.is_chain and m.category is not null
    order by r.name, m.name limit 1`;
  const slug = (brand!.name as string)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  await openMenuRow(page, slug, brand!.category as string, brand!.meal as string);
  // A table row's link is beside its label, drawn when the label is opened.
  await page
    .getByRole("button", { name: `Nutrition label of ${brand!.meal as string}` })
    .first()
    .click();
  await expect(
    page.getByRole("link", { name: `Report a wrong number in ${brand!.meal as string}` }).first(),
  ).toHaveAttribute("href", `/request/correction?meal=${brand!.id as string}`);

  await page.goto("/tools/meal-builder");
  const meals = await pickRestaurantWithMeals(page, 1);
  await page
    .getByRole("button", { name: `Nutrition tips for ${meals[0]!.name}` })
    .first()
    .click();
  await expect(
    page.getByRole("link", { name: `Report a wrong number in ${meals[0]!.name}` }),
  ).toHaveAttribute("href", `/request/correction?meal=${meals[0]!.id}`);
});

import { randomBytes, randomInt } from "node:crypto";
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { loadFuzzContext } from "../scripts/fuzz/run";
import { expect, test, type Page } from "./support/test";
import { sql } from "./support/database";

// The site and this test share the database: each submission is checked there afterwards.

// Each test is its own client for the per-client rate limit, as separate visitors behind a proxy would be.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  });
});

/** The open tab's form: field errors show there (and the first one in a toast too). */
const form = (page: Page) => page.getByRole("tabpanel");

const unique = (label: string) => `${label} ${randomBytes(4).toString("hex")}`;

test.describe("Request a Meal", () => {
  test("shows the required-field errors and focuses the first invalid field", async ({ page }) => {
    await page.goto("/request");
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(form(page).getByText("Please provide a name for the meal", { exact: true })).toBeVisible();
    await expect(form(page).getByText("Please choose a restaurant from the list")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Restaurant", exact: true })).toBeFocused();

    await page.getByRole("radio", { name: "A new restaurant", exact: true }).check();
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(form(page).getByText("Please provide a name for the new restaurant")).toBeVisible();
  });

  test("a valid request shows its toast and is stored as pending", async ({ page }) => {
    const [restaurant] = await sql`select r.id, r.name from public.restaurants r order by r.name limit 1`;
    const meal = unique("Protein Bowl");
    await page.goto("/request");
    const select = page.getByRole("combobox", { name: "Restaurant", exact: true });
    await expect(select.getByRole("option", { name: restaurant!.name as string }).first()).toBeAttached();
    await select.selectOption(restaurant!.id as string);
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(meal);
    await page.getByRole("textbox", { name: "Protein", exact: true }).fill("42g");
    await page.getByRole("textbox", { name: "Calories", exact: true }).fill("540");
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(page.getByText("Meal Request Submitted!")).toBeVisible();
    await expect(page.getByText("Thanks for helping us grow! We'll review your submission.")).toBeVisible();
    const rows =
      await sql`select restaurant_id, protein, calories, carbs, status, user_id from public.meal_requests
      where meal_name = ${meal}`;
    expect(rows).toEqual([
      {
        restaurant_id: restaurant!.id,
        protein: "42g",
        calories: 540,
        carbs: null,
        status: "pending",
        user_id: null,
      },
    ]);
  });

  test("a restaurant past the first ones in the list is found by a search and requested", async ({
    page,
  }) => {
    const [restaurant] =
      await sql`select r.id, r.name from public.restaurants r order by r.name desc, r.id desc limit 1`;
    const meal = unique("Searched Bowl");
    await page.goto("/request");
    const select = page.getByRole("combobox", { name: "Restaurant", exact: true });
    await expect(select.getByRole("option")).toHaveCount(51);
    await expect(select.locator(`option[value="${restaurant!.id as string}"]`)).toHaveCount(0);
    await page
      .getByRole("searchbox", { name: "Find a restaurant", exact: true })
      .fill(` ${(restaurant!.name as string).toUpperCase()}  `);
    await expect(select.locator(`option[value="${restaurant!.id as string}"]`)).toBeAttached();
    await select.selectOption(restaurant!.id as string);
    // Another search keeps the chosen restaurant in the list.
    await page
      .getByRole("searchbox", { name: "Find a restaurant", exact: true })
      .fill("no such restaurant here");
    await expect(select.getByRole("option")).toHaveCount(2);
    await expect(select).toHaveValue(restaurant!.id as string);
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(meal);
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(page.getByText("Meal Request Submitted!")).toBeVisible();
    const rows = await sql`select restaurant_id from public.meal_requests where meal_name = ${meal}`;
    expect(rows).toEqual([{ restaurant_id: restaurant!.id }]);
  });

  test("opened for a restaurant, the restaurant choice is locked to it", async ({ page }) => {
    const [restaurant] = await sql`select id, name from public.restaurants order by name desc limit 1`;
    const meal = unique("Egg White Wrap");
    await page.goto(`/request?restaurant=${restaurant!.id}`);
    const select = page.getByRole("combobox", { name: "Restaurant", exact: true });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue(restaurant!.id as string);
    await expect(page.getByRole("radio", { name: "A new restaurant", exact: true })).toBeDisabled();
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(meal);
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(page.getByText("Meal Request Submitted!")).toBeVisible();
    const rows = await sql`select restaurant_id from public.meal_requests where meal_name = ${meal}`;
    expect(rows).toEqual([{ restaurant_id: restaurant!.id }]);
  });
});

test.describe("photos", () => {
  const png = () =>
    sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();

  test("a meal request with a photo stores the re-encoded photo and its address; calories '540.5 kcal' are 540", async ({
    page,
    request,
  }) => {
    const meal = unique("Photo Bowl");
    await page.goto("/request");
    await page.getByRole("radio", { name: "A new restaurant", exact: true }).check();
    await page.getByRole("textbox", { name: "New restaurant name", exact: true }).fill("Snap Cafe");
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(meal);
    await page.getByRole("textbox", { name: "Calories", exact: true }).fill("540.5 kcal");
    await page
      .getByLabel("Photo of the meal")
      .setInputFiles({ name: "bowl.png", mimeType: "image/png", buffer: await png() });
    // The action's post carries the text fields only; the photo goes on its own to its route, after it.
    const posts: { url: string; bytes: number }[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST")
        posts.push({ url: new URL(sent.url()).pathname, bytes: sent.postDataBuffer()?.byteLength ?? 0 });
    });
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(page.getByText("Meal Request Submitted!")).toBeVisible();
    expect(posts.map((post) => post.url)).toEqual(["/request", "/api/submissions/photo"]);
    expect(posts[0]!.bytes).toBeLessThan(64 * 1024);
    const [row] = await sql`select photo_url, calories from public.meal_requests where meal_name = ${meal}`;
    expect(row!.calories).toBe(540);
    expect(row!.photo_url).toMatch(/^\/photos\/[0-9a-f-]{36}\.webp$/);
    const photo = await request.get(row!.photo_url as string);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/webp");
    expect(await sharp(await photo.body()).metadata()).toMatchObject({
      format: "webp",
      width: 1600,
      height: 800,
    });
  });

  test("a restaurant with a photo keeps its address; without one it keeps none", async ({ page }) => {
    const [withPhoto, without] = [unique("Photo Grill"), unique("Plain Grill")];
    await page.goto("/request?tab=restaurant");
    for (const name of [withPhoto, without]) {
      await page.getByRole("textbox", { name: "Restaurant name", exact: true }).fill(name);
      await page.getByRole("combobox", { name: "City", exact: true }).fill("Boise");
      await page.getByRole("textbox", { name: "Address", exact: true }).fill("12 River Rd");
      if (name === withPhoto) {
        await page
          .getByLabel("Photo of the restaurant or a meal")
          .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: await png() });
      }
      await page.getByRole("button", { name: "Submit Restaurant" }).click();
      // The first answer's toast may still be there (hidden behind the new one): the emptied form tells.
      await expect(page.getByText("Restaurant Suggestion Submitted!").last()).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Restaurant name", exact: true })).toHaveValue("");
    }
    const rows =
      await sql`select name, photo_url from public.restaurant_requests where name in (${withPhoto}, ${without})`;
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.photo_url]));
    expect(byName[withPhoto]).toMatch(/^\/photos\/[0-9a-f-]{36}\.webp$/);
    expect(byName[without]).toBeNull();
  });

  test("a form post carrying a photo of several MB is refused by its headers (411 chunked, 413 declared) and stores nothing; the browser sends the same photo on its own and it is kept", async ({
    baseURL,
    page,
  }) => {
    const meal = unique("Streamed Photo Bowl");
    const { forms } = await loadFuzzContext(baseURL!, sql);
    const { hidden, fields } = forms.find((f) => f.name === "meal")!;
    // Noise does not compress: a PNG of a few MB.
    const photo = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: "#3a7",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const body = new FormData();
    for (const [name, value] of hidden) body.append(name, value);
    for (const [name, value] of Object.entries({
      ...fields,
      restaurant_mode: "new",
      restaurant_name: "Stream Cafe",
      meal_name: meal,
    }))
      if (name !== "photo") body.append(name, value);
    body.append("photo", new Blob([new Uint8Array(photo)], { type: "image/png" }), "bowl.png");
    const encoded = new Response(body);
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const url = new URL("/request", baseURL);
    const send = (declare: boolean) =>
      new Promise<number>((resolve, reject) => {
        const post = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: "POST",
            headers: {
              "content-type": encoded.headers.get("content-type")!,
              origin: url.origin,
              "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
              ...(declare ? { "content-length": String(bytes.byteLength) } : {}),
            },
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode!));
          },
        );
        post.on("error", reject);
        // Without a Content-Length, Node sends the body chunked.
        for (let at = 0; at < bytes.byteLength; at += 64 * 1024)
          post.write(bytes.subarray(at, at + 64 * 1024));
        post.end();
      });
    expect(await send(false)).toBe(411);
    expect(await send(true)).toBe(413);
    expect(await sql`select 1 from public.meal_requests where meal_name = ${meal}`).toHaveLength(0);

    await page.goto("/request");
    await page.getByRole("radio", { name: "A new restaurant", exact: true }).check();
    await page.getByRole("textbox", { name: "New restaurant name", exact: true }).fill("Stream Cafe");
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(meal);
    await page
      .getByLabel("Photo of the meal")
      .setInputFiles({ name: "bowl.png", mimeType: "image/png", buffer: photo });
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(page.getByText("Meal Request Submitted!")).toBeVisible();
    const [row] = await sql`select photo_url from public.meal_requests where meal_name = ${meal}`;
    expect(row!.photo_url).toMatch(/^\/photos\/[0-9a-f-]{36}\.webp$/);
  });

  test("a file that is not an image gets a clear error on the field and stores nothing", async ({ page }) => {
    const meal = unique("Fake Photo Bowl");
    await page.goto("/request");
    await page.getByRole("radio", { name: "A new restaurant", exact: true }).check();
    await page.getByRole("textbox", { name: "New restaurant name", exact: true }).fill("Snap Cafe");
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(meal);
    // Named and typed like a PNG: only its content tells.
    const field = page.getByLabel("Photo of the meal");
    await field.setInputFiles({
      name: "bowl.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image at all"),
    });
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(field).toHaveAccessibleDescription(/The photo must be a JPEG, PNG or WebP image\./);
    expect(await sql`select 1 from public.meal_requests where meal_name = ${meal}`).toHaveLength(0);

    // Over 5 MB: refused in the browser before it is sent.
    await field.setInputFiles({
      name: "big.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(field).toHaveAccessibleDescription(/larger than 5 MB/);
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(field).toBeFocused();
    expect(await sql`select 1 from public.meal_requests where meal_name = ${meal}`).toHaveLength(0);
  });

  test("a photo that starts like a JPEG but does not decode: the request is stored and the form says its photo was not", async ({
    page,
  }) => {
    const meal = unique("Broken Photo Bowl");
    await page.goto("/request");
    await page.getByRole("radio", { name: "A new restaurant", exact: true }).check();
    await page.getByRole("textbox", { name: "New restaurant name", exact: true }).fill("Snap Cafe");
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(meal);
    await page.getByLabel("Photo of the meal").setInputFiles({
      name: "bowl.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3, 4, 5, 6]),
    });
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(page.getByText("Meal Request Submitted!")).toBeVisible();
    await expect(
      page.getByText(
        "Your submission was received, but its photo was not saved. This photo could not be read.",
      ),
    ).toBeVisible();
    const rows = await sql`select photo_url from public.meal_requests where meal_name = ${meal}`;
    expect(rows).toEqual([{ photo_url: null }]);
  });

  test("before the page has hydrated the form has no photo field, and says a photo needs JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/request");
    await expect(page.getByText("Photo of the meal: optional, added with JavaScript on.")).toBeVisible();
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
    await context.close();
  });
});

test.describe("Add a Restaurant", () => {
  test("shows the required-field errors and refuses a website that is not a URL", async ({ page }) => {
    await page.goto("/request");
    await page.getByRole("tab", { name: "Add a Restaurant" }).click();
    await page.getByRole("textbox", { name: "Website", exact: true }).fill("not a website");
    await page.getByRole("button", { name: "Submit Restaurant" }).click();
    await expect(form(page).getByText("Please fill in Restaurant Name, City, and Address.")).toHaveCount(3);
    await expect(
      form(page).getByText("Please enter the full website address, starting with https://"),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Restaurant name", exact: true })).toBeFocused();
  });

  test("a valid restaurant request shows its toast and is stored as pending", async ({ page }) => {
    const name = unique("Fit Kitchen");
    await page.goto("/request?tab=restaurant");
    await page.getByRole("textbox", { name: "Restaurant name", exact: true }).fill(name);
    await page.getByRole("combobox", { name: "City", exact: true }).fill("Boise");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("12 River Rd");
    await page.getByRole("textbox", { name: "Website", exact: true }).fill("https://fitkitchen.example");
    await page.getByRole("button", { name: "Submit Restaurant" }).click();
    await expect(page.getByText("Restaurant Suggestion Submitted!")).toBeVisible();
    await expect(page.getByText("Thanks for your input! We'll review it shortly.")).toBeVisible();
    const rows = await sql`select city, website, status from public.restaurant_requests where name = ${name}`;
    expect(rows).toEqual([{ city: "Boise", website: "https://fitkitchen.example", status: "pending" }]);
  });

  test("with a meal it is a restaurant suggestion for a city we cover", async ({ page }) => {
    const name = unique("Lean Grill");
    await page.goto("/request?tab=restaurant");
    await page.getByLabel(/I know a meal there/).check();
    await page.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(
      form(page).getByText("Restaurant Name, City, and Address are required for restaurant suggestions."),
    ).toHaveCount(3);

    await page.getByRole("textbox", { name: "Restaurant name", exact: true }).fill(name);
    await page.getByRole("combobox", { name: "City", exact: true }).fill("Brigadoon");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("1 Sea Rd");
    await page.getByRole("textbox", { name: "Description", exact: true }).fill("Grilled plates");
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill("Chicken Plate");
    await page.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(page.getByText("Error submitting suggestion")).toBeVisible();
    await expect(page.getByText("We do not cover Brigadoon yet. Suggest the city first.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Restaurant name", exact: true })).toHaveValue(name);

    await page.getByRole("combobox", { name: "City", exact: true }).fill("chicago");
    await page.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(page.getByText("Thank you for your suggestion!")).toBeVisible();
    const rows = await sql`select city, meal_name, status from public.restaurant_suggestions
      where restaurant_name = ${name}`;
    expect(rows).toEqual([{ city: "Chicago", meal_name: "Chicken Plate", status: "pending" }]);
  });
});

test.describe("Suggest a City", () => {
  test("shows the required-field errors", async ({ page }) => {
    await page.goto("/request");
    await page.getByRole("tab", { name: "Suggest a City" }).click();
    await page.getByRole("button", { name: "Suggest City" }).click();
    await expect(form(page).getByText("City Name and State are required for city suggestions.")).toHaveCount(
      2,
    );
    await expect(page.getByRole("textbox", { name: "City name", exact: true })).toBeFocused();
  });

  test("a valid suggestion shows its toast and is stored as pending", async ({ page }) => {
    const city = unique("Boise");
    await page.goto("/request?tab=city");
    await page.getByRole("textbox", { name: "City name", exact: true }).fill(city);
    await page.getByRole("textbox", { name: "State", exact: true }).fill("ID");
    await page.getByRole("button", { name: "Suggest City" }).click();
    await expect(page.getByText("Thank you for your suggestion!")).toBeVisible();
    await expect(
      page.getByText("We'll review your submission and update our database accordingly."),
    ).toBeVisible();
    const rows = await sql`select state, status from public.city_suggestions where city_name = ${city}`;
    expect(rows).toEqual([{ state: "ID", status: "pending" }]);
  });

  test("a filled honeypot stores nothing", async ({ page }) => {
    const city = unique("Botville");
    await page.goto("/request?tab=city");
    await page.getByRole("textbox", { name: "City name", exact: true }).fill(city);
    await page.getByRole("textbox", { name: "State", exact: true }).fill("ZZ");
    // People never see this field; only a bot fills it.
    await page
      .locator('input[name="fax_number"]')
      .evaluate((input: HTMLInputElement) => (input.value = "555-0100"));
    await page.getByRole("button", { name: "Suggest City" }).click();
    await expect(page.getByText("Thank you for your suggestion!")).toBeVisible();
    const rows = await sql`select 1 from public.city_suggestions where city_name = ${city}`;
    expect(rows).toHaveLength(0);
  });
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the city form posts to the server, which checks it and stores a valid suggestion", async ({
    page,
  }) => {
    const city = unique("Plainville");
    await page.goto("/request?tab=city");
    await page.getByRole("button", { name: "Suggest City" }).click();
    await expect(form(page).getByRole("alert")).toContainText("Missing Information");
    for (const name of ["City name", "State"]) {
      await expect(page.getByRole("textbox", { name, exact: true })).toHaveAccessibleDescription(
        "City Name and State are required for city suggestions.",
      );
    }

    await page.getByRole("textbox", { name: "City name", exact: true }).fill(city);
    await page.getByRole("textbox", { name: "State", exact: true }).fill("KS");
    await page.getByRole("button", { name: "Suggest City" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you for your suggestion!");
    const rows = await sql`select status from public.city_suggestions where city_name = ${city}`;
    expect(rows).toEqual([{ status: "pending" }]);
  });

  test("a refused post comes back with what was typed and the field's error", async ({ page }) => {
    const meal = unique("Plain Bowl");
    await page.goto("/request");
    await page.getByRole("radio", { name: "A new restaurant", exact: true }).check();
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(meal);
    await page.getByRole("textbox", { name: "Protein", exact: true }).fill("42g");
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(form(page).getByRole("alert")).toContainText("Missing Information");
    await expect(page.getByRole("radio", { name: "A new restaurant", exact: true })).toBeChecked();
    await expect(
      page.getByRole("textbox", { name: "New restaurant name", exact: true }),
    ).toHaveAccessibleDescription("Please provide a name for the new restaurant");
    await expect(page.getByRole("textbox", { name: "Meal name", exact: true })).toHaveValue(meal);
    await expect(page.getByRole("textbox", { name: "Protein", exact: true })).toHaveValue("42g");
  });
});

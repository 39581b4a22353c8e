import { execFileSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { sql } from "./support/database";
import { E2E_REVALIDATE_SECRET } from "./support/revalidate";
import {
  RESET_LINK_SENT,
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_ACCOUNT_RATE_MESSAGE,
  SIGN_IN_CLIENT_LIMIT,
  SIGN_IN_RATE_MESSAGE,
} from "../lib/auth/constants";

// The whole loop on the site's own database, in one browser session: a diner signs up and in, requests a meal,
// makes themself a moderator with the command, approves the request at /review, and sees the meal in the
// restaurant's dialog with its provenance and the receipt saying approved.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  });
});

const PASSWORD = "correct horse battery";

async function signUpAndIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account created")).toBeVisible();
  await page.getByRole("tab", { name: "Sign in" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** `npm run moderator -- add <email>`, on the database the site runs on (the launcher already started it). */
const makeModerator = (email: string) =>
  execFileSync("npx", ["tsx", "scripts/moderator.ts", "add", email], { env: process.env, encoding: "utf8" });

test("a diner's meal request becomes the catalogue through the desk, and the receipt says so", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = randomBytes(4).toString("hex");
  const email = `diner-${tag}@example.com`;
  const restaurantName = `Desk Test Kitchen ${tag}`;
  const mealName = `Harbor Salmon Bowl ${tag}`;
  // A restaurant of the test's own, with no meals yet, removed afterwards with what the approval added.
  const [restaurant] =
    await sql`insert into public.restaurants (name) values (${restaurantName}) returning id`;
  try {
    await sql`insert into public.locations (restaurant_id, city_id, address)
      values (${restaurant!.id}, 'chicago', '9 Review Street')`;

    await signUpAndIn(page, email);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.includes("session_token"));
    // The e2e server is the production build (npm start): Secure too.
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });

    await page.goto(`/request?restaurant=${restaurant!.id as string}`);
    await page.getByRole("textbox", { name: "Meal name", exact: true }).fill(mealName);
    await page.getByRole("textbox", { name: "Protein", exact: true }).fill("44g");
    await page.getByRole("textbox", { name: "Carbs", exact: true }).fill("38g");
    await page.getByRole("textbox", { name: "Fat", exact: true }).fill("14g");
    await page.getByRole("textbox", { name: "Calories", exact: true }).fill("480");
    await page.getByRole("button", { name: "Submit Meal Request" }).click();
    await expect(page.getByText("Meal Request Submitted!")).toBeVisible();
    const receiptLink = page.getByRole("link", { name: "Follow your submission" });
    await expect(receiptLink).toHaveAttribute("href", /^\/request\/status\/[0-9a-f]{64}$/);
    const receipt = (await receiptLink.getAttribute("href"))!;
    const [stored] = await sql`select r.user_id, u.email from public.meal_requests r
      join auth.users u on u.id = r.user_id where r.meal_name = ${mealName}`;
    expect(stored).toEqual({ user_id: expect.any(String), email });

    await page.goto(receipt);
    await expect(page.getByText("Pending review")).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);

    // Not a moderator yet: the desk does not exist for them.
    expect((await page.goto("/review"))!.status()).toBe(404);

    // The restaurant's nutrition page, read (and cached) before the approval, has no meal of this name yet.
    const nutritionPath = `/restaurant-nutrition/desk-test-kitchen-${tag}`;
    expect(await (await page.request.get(nutritionPath)).text()).not.toContain(mealName);

    // Not before the account's owner has confirmed the email (the link printed to the server's log at sign-up).
    expect(() => makeModerator(email)).toThrow(/has not confirmed its email/);
    await page.goto("/account");
    await expect(page.getByText("Your email is not confirmed yet")).toBeVisible();
    await sql`update local_auth."user" set "emailVerified" = true where email = ${email}`;
    expect(makeModerator(email)).toContain(`${email} is a moderator now.`);
    await page.goto("/review");
    await expect(page.getByRole("heading", { name: "Review desk" })).toBeVisible();
    const item = page.getByRole("article").filter({ has: page.getByRole("heading", { name: mealName }) });
    await item.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: `“${mealName}” is approved` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(item).toHaveCount(0);
    // The approval refreshed the catalogue's summaries: the restaurant's meal count there has the meal.
    const [highlight] = await sql`select meal_count from public.restaurant_highlights
      where restaurant_id = ${restaurant!.id}`;
    expect(highlight).toEqual({ meal_count: 1 });
    // And its pages at once: the nutrition page shows the meal on the next request.
    const nutrition = await page.request.get(nutritionPath);
    expect(nutrition.status()).toBe(200);
    expect(await nutrition.text()).toContain(mealName);

    await page.goto(receipt);
    await expect(page.getByText("Approved", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "See it on the site" }).click();
    const dialog = page.getByRole("dialog", { name: restaurantName });
    await expect(dialog.getByRole("heading", { name: mealName, exact: true })).toBeVisible();
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    await expect(dialog.getByText(`Source: Submitted by a diner, checked ${today}`)).toBeVisible();

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: mealName })).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: mealName }).getByText("Approved")).toBeVisible();
  } finally {
    await sql`delete from public.meal_requests where restaurant_id = ${restaurant!.id}`;
    await sql`delete from public.restaurants where id = ${restaurant!.id}`;
    await sql`select public.refresh_catalogue_summaries()`;
    // As an import would: the pages that listed the restaurant no longer do (the crawl follows their links).
    await page.request.post("/api/revalidate", {
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { cities: ["chicago"], restaurants: [restaurantName] },
    });
  }
});

test("the desk is not found for anyone who is not a moderator", async ({ page, baseURL }) => {
  expect((await page.goto("/review"))!.status()).toBe(404);
  // A made-up session cookie is no session: its signature and the database decide.
  const host = new URL(baseURL!).hostname;
  await page.context().addCookies(
    ["better-auth.session_token", "__Secure-better-auth.session_token"].map((name) => ({
      name,
      value: `${randomBytes(16).toString("hex")}.forged`,
      domain: host,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
  expect((await page.goto("/review"))!.status()).toBe(404);
  await page.goto("/account");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await page.context().clearCookies();
  await signUpAndIn(page, `visitor-${randomBytes(4).toString("hex")}@example.com`);
  expect((await page.goto("/review"))!.status()).toBe(404);
});

test("sign-up refuses a short password, and sign-in a wrong one, in the spec's words", async ({ page }) => {
  const email = `short-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto("/login");
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill("seven77");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Sign up Failed")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await page.getByRole("tab", { name: "Sign in" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Sign in Failed")).toBeVisible();
  await expect(page.getByText("Invalid login credentials")).toBeVisible();
});
test("sign-up refuses a password of spaces or a common one with a message, and a confirmation link must be real", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Sign up" }).click();
  for (const [password, message] of [
    ["        ", "A password cannot be only spaces."],
    ["password", "This password is too easy to guess."],
    ["12345678", "This password is too easy to guess."],
    ["qwerty123456", "This is a commonly used password."],
    ["passwordpassword", "This password is too easy to guess."],
    ["x".repeat(73), "Password must be at most 72 characters."],
  ]) {
    await page
      .getByRole("textbox", { name: "Email" })
      .fill(`weak-${randomBytes(4).toString("hex")}@example.com`);
    await page.getByLabel("Password").fill(password!);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText(message!).first()).toBeVisible();
  }
  // A second sign-up for a taken email is answered as a new one (its owner is told by email), twice over.
  const taken = `taken-${randomBytes(4).toString("hex")}@example.com`;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await page.goto("/login");
    await page.getByRole("tab", { name: "Sign up" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(taken);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Account created")).toBeVisible();
    await expect(page.getByText("Sign up Failed")).toHaveCount(0);
  }
  await page.goto("/account/verify-email?token=made-up");
  await expect(page.getByText("This confirmation link is not valid or has expired.")).toBeVisible();
});

test("failed sign-ins are rate-limited per client, across accounts", async ({ page }) => {
  // Each refused attempt still hashes a password on the server.
  test.setTimeout(180_000);
  await page.goto("/login");
  const tag = randomBytes(4).toString("hex");
  for (let attempt = 0; attempt < SIGN_IN_CLIENT_LIMIT; attempt += 1) {
    await page.getByRole("textbox", { name: "Email" }).fill(`limited-${tag}-${attempt}@example.com`);
    await page.getByLabel("Password").fill(`wrong password ${attempt}`);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Sign in", exact: true }).click(),
    ]);
  }
  await expect(page.getByText("Invalid login credentials").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(`limited-${tag}-last@example.com`);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(SIGN_IN_RATE_MESSAGE)).toBeVisible();
});

test("a stranger's failed sign-ins and reset requests from other addresses never lock the owner out", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `targeted-${randomBytes(4).toString("hex")}@example.com`;
  await signUpAndIn(page, email);
  await page.context().clearCookies();
  const stranger = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
  const signIn = async (password: string) => {
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password").fill(password);
    // One attempt at a time: each is answered before the next is made.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Sign in", exact: true }).click(),
    ]);
  };
  await page.setExtraHTTPHeaders({ "x-forwarded-for": stranger });
  await page.goto("/login");
  for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT; attempt += 1)
    await signIn(`wrong password ${attempt}`);
  await expect(page.getByText("Invalid login credentials").first()).toBeVisible();
  // Past the account's limit at the stranger's address, even the right password is refused there.
  await signIn(PASSWORD);
  await expect(page.getByText(SIGN_IN_ACCOUNT_RATE_MESSAGE)).toBeVisible();
  // Every reset request is answered alike, the ones that send no mail included.
  for (let request = 0; request < 3; request += 1) {
    await page.getByLabel("Send a reset link to").fill(email);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Send me a reset link" }).click(),
    ]);
    await expect(page.getByText(RESET_LINK_SENT)).toBeVisible();
  }
  // The owner, at their own address, signs in first time.
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  });
  await page.goto("/login");
  await signIn(PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

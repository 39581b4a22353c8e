import { randomBytes, randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { startProductionServer, type ProductionServer } from "../scripts/production-server";
import { RESET_LINK_INVALID } from "../lib/auth/constants";
import { ACCOUNT_MAIL_OFF } from "../lib/auth/mail-mode";

// Account links only their owner can use: on the embedded database the server log is the mailbox, each link works
// once, a newer reset link ends the older, and the stored tokens are hashes; on a configured database without a
// mail server no link reaches the log and the forms say mail is off. Servers of their own, whose logs the tests read.

// Ports of their own: E2E_PORT + 1 to + 4 are the database-fault, email-confirmation and two-instance specs'.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "lentil basil orbit 9";

async function signUp(page: Page, base: string, email: string) {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  });
  await page.goto(`${base}/login`);
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account created")).toBeVisible();
}

async function askForReset(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Send a reset link to").fill(email);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "Send me a reset link" }).click(),
  ]);
}

async function setPassword(page: Page, base: string, link: URL, password: string) {
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByLabel("New password").fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "Set new password" }).click(),
  ]);
}

test.describe("on the embedded database", () => {
  let site: ProductionServer;
  let log = "";
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one server is enough: the mobile project skips it");
    test.setTimeout(120_000);
    site = await startProductionServer(BASE_PORT + 5, { TRUSTED_PROXY_HOPS: "1" }, (text) => (log += text));
  });
  test.afterAll(() => site?.stop());

  const printed = (email: string, subject: string) =>
    [
      ...log.matchAll(
        new RegExp(`Account email to ${email.replace(/[.]/g, "\\.")}: ${subject}\\n.*?(https?://\\S+)`, "g"),
      ),
    ].map((match) => new URL(match[1]!));

  test("a confirmation link works once, and reset links work once, the newest only, stored as hashes", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = `links-${randomBytes(4).toString("hex")}@example.com`;
    await signUp(page, site.baseUrl, email);
    await expect.poll(() => printed(email, "Confirm your email").length, { timeout: 30_000 }).toBe(1);
    const [confirm] = printed(email, "Confirm your email");
    await page.goto(`${site.baseUrl}${confirm!.pathname}${confirm!.search}`);
    await expect(page.getByText("Your email is confirmed. Thank you.")).toBeVisible();
    await page.goto(`${site.baseUrl}${confirm!.pathname}${confirm!.search}`);
    await expect(page.getByText("This confirmation link is not valid or has expired.")).toBeVisible();

    await askForReset(page, site.baseUrl, email);
    await expect.poll(() => printed(email, "Reset your password").length, { timeout: 30_000 }).toBe(1);
    // The next mail for this email would wait 5 minutes: the window is passed by hand.
    await sql`delete from public.rate_limit_attempts where bucket = 'reset_mail'`;
    await askForReset(page, site.baseUrl, email);
    await expect.poll(() => printed(email, "Reset your password").length, { timeout: 30_000 }).toBe(2);
    const [older, newer] = printed(email, "Reset your password");
    const tokens = [older!, newer!].map((link) => link.searchParams.get("token")!);

    const stored = await sql<{ identifier: string }[]>`
      select v.identifier from local_auth.verification v join local_auth."user" u on u.id::text = v.value
      where u.email = ${email}`;
    expect(stored).toHaveLength(1);
    for (const token of tokens) expect(stored[0]!.identifier).not.toContain(token);

    await setPassword(page, site.baseUrl, older!, NEW_PASSWORD);
    await expect(page.getByText(RESET_LINK_INVALID)).toBeVisible();
    await setPassword(page, site.baseUrl, newer!, NEW_PASSWORD);
    await expect(page.getByText("Your password is changed.")).toBeVisible();
    await setPassword(page, site.baseUrl, newer!, "another basil orbit 10");
    await expect(page.getByText(RESET_LINK_INVALID)).toBeVisible();

    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("on a configured database without a mail server", () => {
  let site: ProductionServer;
  let log = "";
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one server is enough: the mobile project skips it");
    test.setTimeout(120_000);
    // The launcher's DATABASE_URL stands for a configured database once the embedded marker is gone.
    site = await startProductionServer(
      BASE_PORT + 6,
      { TRUSTED_PROXY_HOPS: "1", EMBEDDED_DATABASE: "", SMTP_URL: "" },
      (text) => (log += text),
    );
  });
  test.afterAll(() => site?.stop());

  test("no link reaches the log, the server says mail is off, and the reset form says so", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(log).toContain("Account mail is off");
    const email = `quiet-${randomBytes(4).toString("hex")}@example.com`;
    await signUp(page, site.baseUrl, email);
    await askForReset(page, site.baseUrl, email);
    await expect(page.getByText(ACCOUNT_MAIL_OFF).last()).toBeVisible();
    expect(await sql`select 1 from local_auth."user" where email = ${email}`).toHaveLength(1);
    expect(log).not.toContain(email);
    expect(log).not.toMatch(/token=/);
  });
});

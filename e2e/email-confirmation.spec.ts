import { execFileSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { startProductionServer, type ProductionServer } from "../scripts/production-server";

// The email confirmation on the default database, which has no mail server: the link is printed to the server's
// log (lib/auth/outbox.ts). A production server of its own, on the same database, so that the test reads its log.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const BASE = `http://127.0.0.1:${PORT}`;
let site: ProductionServer;
let log = "";

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one server is enough: the mobile project skips it");
  test.setTimeout(120_000);
  site = await startProductionServer(PORT, { TRUSTED_PROXY_HOPS: "1" }, (text) => (log += text));
});
test.afterAll(() => site?.stop());

const makeModerator = (email: string) =>
  execFileSync("npx", ["tsx", "scripts/moderator.ts", "add", email], {
    env: process.env,
    encoding: "utf8",
    stdio: "pipe",
  });

test("the link printed to the server log confirms the email, after which the account can be made a moderator", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  });
  const email = `confirm-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto(`${BASE}/login`);
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account created")).toBeVisible();

  // Not confirmed yet: the command refuses.
  expect(() => makeModerator(email)).toThrow();
  expect(await sql`select 1 from local_auth."user" where email = ${email} and "emailVerified"`).toHaveLength(
    0,
  );

  const printed = new RegExp(
    `Account email to ${email.replace(/[.]/g, "\\.")}: Confirm your email\\n.*?(https?://\\S+)`,
  );
  await expect.poll(() => printed.exec(log)?.[1], { timeout: 30_000 }).toBeTruthy();
  const link = new URL(printed.exec(log)![1]!);
  expect(link.pathname).toBe("/account/verify-email");
  expect(link.searchParams.get("token")).toBeTruthy();

  // The link names the site's public address; here the same path is opened on the test's server.
  await page.goto(`${BASE}${link.pathname}${link.search}`);
  await expect(page.getByText("Your email is confirmed. Thank you.")).toBeVisible();
  expect(await sql`select 1 from local_auth."user" where email = ${email} and "emailVerified"`).toHaveLength(
    1,
  );
  expect(makeModerator(email)).toContain(`${email} is a moderator now.`);
});

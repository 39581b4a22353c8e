import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "./support/test";

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "script-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
];

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of CSP_DIRECTIVES) expect(csp.split("; ")).toContain(directive);
  expect(csp).not.toContain("unsafe-eval");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/^geolocation=\(self\)/);
  expect(headers["permissions-policy"]).toContain("camera=()");
}

test("a statically generated page carries the security headers and stays static", async ({ request }) => {
  const response = await request.get("/healthy-restaurants/new-york");
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response.headers());
  expect(response.headers()["x-nextjs-prerender"]).toMatch(/^1(, 1)*$/);
});

test("an API route carries the security headers and a cache policy a CDN can use", async ({ request }) => {
  const response = await request.get("/api/cities?prefix=chi");
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response.headers());
  expect(response.headers()["cache-control"]).toBe("public, s-maxage=300, stale-while-revalidate=3600");
  const refused = await request.get("/api/search?q=%00");
  expect(refused.status()).toBe(400);
  expectSecurityHeaders(refused.headers());
  expect(refused.headers()["cache-control"]).toBe("no-store");
  expect(await refused.json()).toEqual({
    error: { code: "bad_request", message: "The query contains characters that are not allowed." },
  });
});

test("the home page runs under the policy without a violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search for restaurants by city or zip code" }).fill("Chi");
  await expect(page.getByRole("option", { name: "Chicago, IL" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a submitted photo keeps its own sandboxed policy, not the pages' one", async ({ request }) => {
  const dir = process.env.PHOTOS_DIR || path.join(process.cwd(), ".data", "photos");
  const name = `${randomUUID()}.webp`;
  mkdirSync(dir, { recursive: true });
  const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c83" } })
    .webp()
    .toBuffer();
  writeFileSync(path.join(dir, name), webp);
  try {
    const response = await request.get(`/photos/${name}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  } finally {
    rmSync(path.join(dir, name), { force: true });
  }
});

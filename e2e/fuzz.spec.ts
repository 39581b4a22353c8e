import { randomInt } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { badPost, generateRequests, junkParamRequest, refusedPhotoUpload } from "../scripts/fuzz/generate";
import { mulberry32 } from "../scripts/seed/prng";
import {
  countedAttempts,
  countStoredRows,
  loadFuzzContext,
  runRequests,
  serverErrors,
} from "../scripts/fuzz/run";
import { E2E_REVALIDATE_SECRET } from "./support/revalidate";

// The trimmed fuzz run (npm run fuzz sends 10,000): generated bad input to every route handler, page segment and
// server action must get a 4xx or a page, never a server error, and must store nothing.

test.describe.configure({ mode: "serial" });

test("600 generated bad requests: no answer of 500 or more, no row stored", async ({ baseURL }) => {
  test.setTimeout(300_000);
  const context = await loadFuzzContext(baseURL!, sql, E2E_REVALIDATE_SECRET);
  const before = await countStoredRows(sql);
  const report = await runRequests(baseURL!, generateRequests(600, 2026, context), 4);
  expect(report.failures).toEqual([]);
  expect(serverErrors(report)).toBe(0);
  expect(await countStoredRows(sql)).toEqual(before);
  // Every kind of target was reached, and most answers were refusals, not pages.
  expect(Object.keys(report.byTarget).length).toBeGreaterThanOrEqual(20);
  // The revalidation route was reached past its secret and refused every body.
  expect(Object.keys(report.byTarget["POST /api/revalidate"] ?? {}).sort()).toEqual(["400", "401"]);
  expect(report.byStatus["400"]).toBeGreaterThan(100);
});

test("the fuzz's form posts reach the action: the same post with valid values is stored", async ({
  baseURL,
}) => {
  const context = await loadFuzzContext(baseURL!, sql);
  const form = context.forms.find((f) => f.name === "city")!;
  const cityName = `Fuzz Control ${Date.now()}`;
  const body = new FormData();
  for (const [name, value] of form.hidden) body.append(name, value);
  for (const [name, value] of Object.entries({ ...form.fields, city_name: cityName }))
    body.append(name, value);
  const response = await fetch(`${baseURL}/request`, {
    method: "POST",
    body,
    headers: { origin: baseURL!, "x-forwarded-for": "198.19.0.1" },
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Thank you for your suggestion!");
  expect(await sql`select 1 from public.city_suggestions where city_name = ${cityName}`).toHaveLength(1);
});

test("a form post from another site or Origin null, without its boundary, over the size limit or streamed without a length: 403, 400, 413, 411, nothing stored", async ({
  baseURL,
}) => {
  const context = await loadFuzzContext(baseURL!, sql);
  const form = context.forms.find((f) => f.name === "city")!;
  const before = await countStoredRows(sql);
  const report = await runRequests(
    baseURL!,
    (["cross-site", "origin-null", "no-boundary", "oversized", "streamed"] as const).map((kind) =>
      badPost(kind, form),
    ),
    1,
  );
  expect(report.byTarget).toEqual({
    "POST form cross-site": { "403": 1 },
    "POST form origin-null": { "403": 1 },
    "POST form no-boundary": { "400": 1 },
    "POST form oversized": { "413": 1 },
    "POST form streamed": { "411": 1 },
  });
  expect(await countStoredRows(sql)).toEqual(before);
});

test("ten form posts streamed without a length, ten at once: each answered 411 while still sending", async ({
  baseURL,
}) => {
  const context = await loadFuzzContext(baseURL!, sql);
  const posts = Array.from({ length: 10 }, () => badPost("streamed", context.forms[0]!));
  // A body of 7 MB that never ends unless answered: streamed without end, so only an early answer finishes.
  const report = await runRequests(
    baseURL!,
    posts.map((post) => ({ ...post, stream: Number.MAX_SAFE_INTEGER })),
    10,
  );
  expect(report.byTarget).toEqual({ "POST form streamed": { "411": 10 } });
});

test("a photo without a valid upload token (none, or made up) is refused 401 before it is read; nothing stored or counted", async ({
  baseURL,
}) => {
  const before = await countStoredRows(sql);
  const attempts = await countedAttempts(sql);
  const rng = mulberry32(7);
  for (let i = 0; i < 4; i += 1) {
    const post = refusedPhotoUpload(rng);
    const response = await fetch(`${baseURL}${post.path}`, {
      method: "POST",
      body: post.body as Uint8Array<ArrayBuffer>,
      headers: { ...post.headers, "x-forwarded-for": `198.19.${randomInt(1, 255)}.${randomInt(1, 255)}` },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  }
  expect(await countStoredRows(sql)).toEqual(before);
  expect(await countedAttempts(sql)).toBe(attempts);
});

test("a page rendered per request sends a parameter it does not read away (308), keeping the rest", async ({
  baseURL,
}) => {
  const request = junkParamRequest(mulberry32(3));
  const response = await fetch(`${baseURL}${request.path}`, { redirect: "manual" });
  expect(response.status).toBe(308);
  const location = new URL(response.headers.get("location")!, baseURL);
  expect(`${location.pathname}${location.search}`).toBe(request.path.replace(/&junk-\d+=\d+$/, ""));
});

/** Every file under the production build's folder, where Next keeps the pages it renders on demand. */
const buildFiles = (folder = ".next"): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? buildFiles(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );

test("42 made-up city, brand and post addresses, Open Graph images included: 404, and nothing added to .next", async ({
  baseURL,
}) => {
  // Nothing is excused: the server read its two not-found pages when it started (server/serve.ts).
  const before = new Set(buildFiles());
  const paths = Array.from({ length: 6 }, (_, i) => [
    `/healthy-restaurants/made-up-city-${i}`,
    `/healthy-restaurants/made-up-city-${i}/opengraph-image`,
    `/high-protein-breakfast/made-up-city-${i}/protein-per-calorie`,
    `/lean-high-protein-breakfast/made-up-city-${i}?sort=protein-per-calorie`,
    `/high-protein-restaurants/made-up-city-${i}`,
    `/restaurant-nutrition/made-up-brand-${i}`,
    `/blog/made-up-post-${i}`,
  ]).flat();
  expect(paths).toHaveLength(42);
  const statuses = await Promise.all(paths.map(async (p) => (await fetch(`${baseURL}${p}`)).status));
  expect(statuses).toEqual(paths.map(() => 404));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(buildFiles().filter((file) => !before.has(file))).toEqual([]);
});

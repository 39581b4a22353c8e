import { loadFuzzContext } from "../scripts/fuzz/run";
import { sql } from "./support/database";
import { expect, test } from "./support/test";

// One address per answer (lib/pages/page-params.ts): a static page's junk query and a number's other spellings are
// sent to the address the caches hold; a city's Open Graph image is kept by Next's cache; and a malformed action
// body is refused by the proxy: read and checked up to 64 KB, refused by its header past that.

const redirected = async (baseURL: string, path: string) => {
  const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
  const location = response.headers.get("location");
  return {
    status: response.status,
    to: location && `${new URL(location, baseURL).pathname}${new URL(location, baseURL).search}`,
  };
};

test("a static page asked for with a query its scripts do not read is sent to its own address", async ({
  baseURL,
}) => {
  expect(await redirected(baseURL!, "/healthy-restaurants/new-york?x=1")).toEqual({
    status: 308,
    to: "/healthy-restaurants/new-york",
  });
  expect(await redirected(baseURL!, "/?foo=bar")).toEqual({ status: 308, to: "/" });
  expect(await redirected(baseURL!, "/guides/macro-counting-tips?utm_source=news&restaurant=r1")).toEqual({
    status: 308,
    to: "/guides/macro-counting-tips?restaurant=r1",
  });
  // What its scripts read stays: the dialog, the order and the builder's meal.
  for (const path of [
    "/healthy-restaurants/new-york?restaurant=r1&meal=m1",
    "/healthy-restaurants/new-york?sort=protein-per-calorie",
  ]) {
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(200);
  }
});

test("a number written another way is sent to its one form, and hex or exponents are refused", async ({
  baseURL,
}) => {
  expect(await redirected(baseURL!, "/tools/macro-calculator/results?protein=040&fat=10.0")).toEqual({
    status: 308,
    to: "/tools/macro-calculator/results?protein=40&fat=10",
  });
  expect(await redirected(baseURL!, "/api/meals/match?protein=40.0")).toEqual({
    status: 308,
    to: "/api/meals/match?protein=40",
  });
  for (const text of ["0x10", "1e1"]) {
    const response = await fetch(`${baseURL}/api/meals/match?protein=${text}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("protein: Protein is a number from 0 to 10000 g.");
  }
});

test("a city's Open Graph image is answered from Next's cache, which a CDN may keep", async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/healthy-restaurants/new-york/opengraph-image`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("x-nextjs-cache")).toMatch(/HIT|STALE/);
  expect(response.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
});

test("a small form post with a malformed action body gets 400 from the proxy, not a server error", async ({
  baseURL,
}) => {
  for (const descriptor of ["not json", "[]"]) {
    const body = new FormData();
    body.append("$ACTION_REF_1", "");
    body.append("$ACTION_1:0", descriptor);
    body.append("city_name", "Boise");
    const response = await fetch(`${baseURL}/request`, {
      method: "POST",
      body,
      headers: { origin: baseURL! },
    });
    expect(response.status, descriptor).toBe(400);
    expect(await response.text()).toMatch(/^Bad request: /);
  }
});

test("a malformed multipart action body padded past 64 KB gets 413 or 400, never a server error", async ({
  baseURL,
}) => {
  const { actionIds } = await loadFuzzContext(baseURL!, sql);
  const padding = "a".repeat(100 * 1024);
  const shapes: [string, [string, string][], boolean][] = [
    ["part 0 not JSON", [["0", "not json"]], true],
    ["no part 0", [["1", "[]"]], true],
    [
      "a form whose action descriptor is not JSON",
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", "not json"],
        ["city_name", "Boise"],
      ],
      false,
    ],
  ];
  for (const id of actionIds) {
    for (const [shape, fields, fromScript] of shapes) {
      const body = new FormData();
      for (const [name, value] of [...fields, ["pad", padding]]) body.append(name!, value!);
      const response = await fetch(`${baseURL}/request`, {
        method: "POST",
        body,
        headers: { origin: baseURL!, ...(fromScript ? { "next-action": id } : {}) },
      });
      expect([400, 413], `${shape} to ${id}: ${response.status}`).toContain(response.status);
      expect(await response.text()).toMatch(/^Bad request: /);
    }
  }
});

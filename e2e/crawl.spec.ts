import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { sitemapFiles, sitemapPaths } from "./support/sitemap";
import { expect, test } from "./support/test";

// The only redirects allowed: the aliases (docs/product.md#aliases), each a permanent (308) redirect to its
// canonical page.
const ALIASES: Record<string, string> = {
  "/meal-builder": "/tools/meal-builder",
  "/nutrition-guide": "/guides/understanding-nutrition",
  "/healthy-dining-guide": "/guides/healthy-dining-out",
  "/macro-tracking-tips": "/guides/macro-counting-tips",
  "/dietary-restrictions": "/guides/dietary-filters-explained",
};
const aliasTarget = (pathname: string) =>
  ALIASES[pathname] ?? pathname.match(/^\/meal-type\/([^/]+)$/)?.[1]?.replace(/^/, "/restaurants/meal-type/");

function internalPaths(html: string, base: string) {
  const paths = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"#]*)[^"]*"/g)) {
    if (!href) continue;
    const url = new URL(href.replace(/&amp;/g, "&"), base);
    if (url.origin === new URL(base).origin) paths.add(url.pathname + url.search);
  }
  return paths;
}

/**
 * Some 11,000 cities have four pages each: the crawl reads every other page and the pages of a fixed sample of
 * cities (the linked ones, and one city in two hundred by a hash of its id), so it ends in minutes whatever the
 * catalogue's size. Every city page is built from the same code; the SQL tests cover every city's data.
 */
const CITY_PAGE =
  /^\/(healthy-restaurants|high-protein-restaurants|high-protein-breakfast|lean-high-protein-breakfast)\/([^/?]+)/;
const LINKED_CITIES = new Set(["new-york", "los-angeles", "chicago", "houston", "portland-me"]);
function crawled(target: string) {
  // A dialog's address (?restaurant=) is the page it opens on, which the crawl reads without it.
  if (/[?&]restaurant=/.test(target)) return false;
  const id = CITY_PAGE.exec(target)?.[2];
  if (!id || LINKED_CITIES.has(id)) return true;
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 200 === 0;
}

// Crawls the whole site once; the mobile project renders the same HTML, so it runs on desktop only.
test.skip(({ isMobile }) => isMobile, "one crawl is enough");

/** A sitemap page's problems with its canonical link and its JSON-LD: exactly one canonical, its own, and at least
 * one JSON-LD block, each parseable with a schema.org context and a type. */
function headProblems(pathname: string, html: string) {
  const problems: string[] = [];
  const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map(([, href]) => href!);
  if (canonicals.length !== 1 || new URL(canonicals[0]!).pathname !== pathname) {
    problems.push(`${pathname}: canonical ${JSON.stringify(canonicals)}`);
  }
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  if (blocks.length === 0) problems.push(`${pathname}: no JSON-LD`);
  for (const [, json] of blocks) {
    try {
      const data = JSON.parse(json!) as { "@context"?: string; "@type"?: string };
      if (data["@context"] !== "https://schema.org" || !data["@type"])
        problems.push(`${pathname}: JSON-LD without type`);
    } catch {
      problems.push(`${pathname}: JSON-LD does not parse`);
    }
  }
  return problems;
}

// One crawl reads each page once for both checks.
test("every internal link and every sitemap URL answers 200 (aliases: one 308 to their page), and every page in the sitemap has exactly one canonical link and parseable JSON-LD", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const inSitemap = new Set((await sitemapPaths(request)).filter(crawled));
  const queue = ["/", ...inSitemap];
  const seen = new Set<string>();
  const failures: string[] = [];
  const problems: string[] = [];
  while (queue.length) {
    const target = queue.shift()!;
    const pathname = target.split("?")[0]!;
    if (seen.has(target)) continue;
    seen.add(target);
    const response = await request.get(target, { maxRedirects: 0 });
    const alias = aliasTarget(pathname);
    if (alias) {
      const location = response.headers()["location"];
      if (response.status() !== 308 || new URL(location ?? "", baseURL).pathname !== alias) {
        failures.push(`${target}: ${response.status()} to ${location}, expected 308 to ${alias}`);
      } else queue.push(alias);
      continue;
    }
    if (response.status() !== 200) {
      failures.push(`${target}: ${response.status()}`);
      continue;
    }
    if ((response.headers()["content-type"] ?? "").includes("text/html")) {
      const html = await response.text();
      if (inSitemap.has(target)) problems.push(...headProblems(target, html));
      for (const link of internalPaths(html, baseURL!))
        if (!seen.has(link) && crawled(link)) queue.push(link);
    }
  }
  expect(failures).toEqual([]);
  expect(problems).toEqual([]);
  expect(seen.size).toBeGreaterThan(150);
});

test("sitemap.xml is a sitemap index whose parts validate against the sitemaps.org schemas; robots.txt points to it", async ({
  request,
}) => {
  // libxml2's XML Schema validator, compiled to WebAssembly: no tool beyond Node.
  const validate = async (xml: string, schemaFile: string) => {
    const schema = readFileSync(path.resolve("e2e/support", schemaFile), "utf8");
    const result = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: xml }], schema: [schema] });
    return result.errors.map((error) => error.rawMessage);
  };
  const indexResponse = await request.get("/sitemap.xml");
  expect(indexResponse.headers()["content-type"]).toMatch(/^application\/xml/);
  const { index, parts } = await sitemapFiles(request);
  expect(await validate(index, "siteindex.xsd")).toEqual([]);
  expect(parts.map((part) => part.path)).toEqual(parts.map((_, i) => `/sitemaps/${i + 1}.xml`));
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    expect(await validate(part.xml, "sitemap.xsd")).toEqual([]);
    expect(part.xml.match(/<url>/g)?.length ?? 0).toBeLessThanOrEqual(50_000);
  }
  const paths = await sitemapPaths(request);
  expect(new Set(paths).size).toBe(paths.length);
  for (const expected of [
    "/cities",
    "/healthy-restaurants/chicago",
    "/lean-high-protein-breakfast/new-york",
    "/sitemap",
  ]) {
    expect(paths).toContain(expected);
  }
  expect(parts[0]!.xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  expect(index).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  // Past the last part, and a name no part has: 404, not a server error.
  expect((await request.get(`/sitemaps/${parts.length + 1}.xml`)).status()).toBe(404);
  expect((await request.get("/sitemaps/0.xml")).status()).toBe(404);
  // The human sitemap keeps its address beside the crawlers' files.
  expect((await request.get("/sitemap")).status()).toBe(200);
  const robotsResponse = await request.get("/robots.txt");
  expect(robotsResponse.status()).toBe(200);
  expect(robotsResponse.headers()["content-type"]).toMatch(/^text\/plain/);
  const robots = await robotsResponse.text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  // Every page may be crawled, the JSON routes not; the sitemap named is the index at the site's base URL.
  expect(robots).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/api\/$/m);
  const host = /^Host: (\S+)$/m.exec(robots)?.[1];
  expect(robots).toContain(`Sitemap: ${host}/sitemap.xml`);
  expect(index).toContain(`<loc>${host}/sitemaps/1.xml</loc>`);
});

test("a query string does not change the canonical URL", async ({ request }) => {
  const html = await (
    await request.get("/healthy-restaurants/chicago?utm_source=newsletter&sort=name")
  ).text();
  const [, href] = html.match(/<link rel="canonical" href="([^"]+)"/) ?? [];
  expect(new URL(href!).pathname + new URL(href!).search).toBe("/healthy-restaurants/chicago");
});

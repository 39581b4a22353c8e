// Benchmark: the JavaScript a modern browser downloads on first load of each page (every `<script src>` and
// script preload in the HTML except the `noModule` polyfills, which modern browsers skip), gzipped, and the
// page's HTML raw and gzipped, from a running production server.
// `npm run bench:first-load-js [-- base URL]` (default http://127.0.0.1:3000).
import { gzipSync } from "node:zlib";
import { printTable } from "./harness";

const BASE = (
  process.argv.slice(2).find((arg) => arg.startsWith("http")) ??
  process.env.LIGHTHOUSE_BASE_URL ??
  "http://127.0.0.1:3000"
).replace(/\/$/, "");
const PAGES = [
  "/",
  "/cities",
  "/healthy-restaurants/new-york",
  "/high-protein-restaurants/chicago",
  "/high-protein-breakfast/chicago",
  "/lean-high-protein-breakfast/chicago",
  "/restaurants/high-protein",
  "/restaurants/meal-type/breakfast",
  "/restaurant-nutrition/ihop",
  "/blog",
  "/blog/tracking-macros-dining-out",
  "/guides/macro-counting-tips",
  "/find-protein-meals",
  "/request",
  "/sitemap",
  "/tools/meal-builder",
  "/tools/macro-calculator",
];

const cache = new Map<string, number>();
async function gzippedSize(url: string) {
  if (!cache.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
  }
  return cache.get(url)!;
}

/** The script URLs a browser with ES module support fetches while loading this HTML. */
function firstLoadScripts(html: string) {
  const tags = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g),
    ...html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g),
  ];
  const urls = tags.flatMap(([tag, src]) => {
    if (/\bnomodule\b/i.test(tag)) return [];
    if (src) return [src];
    if (!/\bas="script"/.test(tag) && !/rel="modulepreload"/.test(tag)) return [];
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    return href ? [href] : [];
  });
  return [...new Set(urls.map((url) => url.replaceAll("&amp;", "&")))];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
for (const page of PAGES) {
  const response = await fetch(`${BASE}${page}`);
  const html = await response.text();
  const scripts = firstLoadScripts(html);
  const sizes = await Promise.all(scripts.map((src) => gzippedSize(new URL(src, BASE).toString())));
  rows.push([
    page,
    String(response.status),
    kb(sizes.reduce((a, b) => a + b, 0)),
    String(scripts.length),
    kb(Buffer.byteLength(html)),
    kb(gzipSync(Buffer.from(html)).length),
  ]);
}
printTable(["page", "status", "JS gzip", "files", "HTML raw", "HTML gzip"], rows);

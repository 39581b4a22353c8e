// Benchmark: the JavaScript each page makes the browser download on first load (its <script src> chunks),
// gzipped, from a running production server. `npx tsx scripts/bench/first-load-js.ts [base URL]`.
import { gzipSync } from "node:zlib";

const BASE = (process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3000").replace(
  /\/$/,
  "",
);
const PAGES = [
  "/cities",
  "/healthy-restaurants/new-york",
  "/high-protein-restaurants/chicago",
  "/high-protein-breakfast/chicago",
  "/lean-high-protein-breakfast/chicago",
  "/restaurants/high-protein",
  "/restaurants/meal-type/breakfast",
  "/restaurant-nutrition/applebee-s",
  "/sitemap",
];

const cache = new Map<string, number>();
async function gzippedSize(url: string) {
  if (!cache.has(url)) cache.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
  return cache.get(url)!;
}

for (const page of PAGES) {
  const response = await fetch(`${BASE}${page}`);
  const html = await response.text();
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src]) => src!))];
  const sizes = await Promise.all(scripts.map((src) => gzippedSize(new URL(src, BASE).toString())));
  const js = sizes.reduce((a, b) => a + b, 0);
  const doc = gzipSync(Buffer.from(html)).length;
  console.log(
    `${page.padEnd(48)} ${response.status}  JS ${(js / 1024).toFixed(1).padStart(6)} KB gz (${scripts.length} files)  HTML ${(doc / 1024).toFixed(1).padStart(6)} KB gz`,
  );
}

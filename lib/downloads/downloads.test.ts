// The bulk files as a reader downloads them, on a database of this file's own (one test imports into it): the
// index's counts and hashes are the served files', a chain's CSV holds the same rows and numbers as the API's menu,
// no file holds a row whose source does not grant reuse, and an import that changes a menu writes its files again.
import { parse } from "csv-parse/sync";
import { importMenus } from "@/lib/import/import-menus";
import { parseMenuCsv } from "@/lib/import/menu-csv";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { sha256 } from "./files";

type Index = {
  files: { name: string; rows: number; bytes: number; sha256: string; generated_at: string }[];
  left_out: { chain: string; source: string; reason: string }[];
};
type Routes = {
  index: typeof import("@/app/downloads/index.json/route").GET;
  file: typeof import("@/app/downloads/[file]/route").GET;
  menu: typeof import("@/app/api/v1/chains/[id]/menu/route").GET;
  endBackend: typeof import("@/lib/backend/rpc").endBackend;
  regenerateMenuDownloads: typeof import("./served").regenerateMenuDownloads;
};

let db: TestDatabase;
let routes: Routes;
const saved = { ...process.env };
// Each import that changes the catalogue refreshes its summaries, some seconds on the seed.
jest.setTimeout(120_000);

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.siteUrl;
  routes = {
    index: (await import("@/app/downloads/index.json/route")).GET,
    file: (await import("@/app/downloads/[file]/route")).GET,
    menu: (await import("@/app/api/v1/chains/[id]/menu/route")).GET,
    endBackend: (await import("@/lib/backend/rpc")).endBackend,
    regenerateMenuDownloads: (await import("./served")).regenerateMenuDownloads,
  };
});
afterAll(async () => {
  await routes.endBackend();
  process.env = saved;
  await db.drop();
});

const CLIENT = { "x-forwarded-for": "192.0.2.47" };
const download = (name: string, headers: Record<string, string> = {}) =>
  routes.file(new Request(`http://localhost/downloads/${name}`, { headers: { ...CLIENT, ...headers } }), {
    params: Promise.resolve({ file: name }),
  });
const readIndex = async () => {
  const response = await routes.index(
    new Request("http://localhost/downloads/index.json", { headers: CLIENT }),
  );
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(response.headers.get("etag")).toBe(`"${sha256(text)}"`);
  return JSON.parse(text) as Index;
};
const entryOf = (index: Index, name: string) => index.files.find((found) => found.name === name)!;

describe("/downloads", () => {
  it("lists each file with the row count and SHA-256 of what it serves, and the MenuStat chains left out", async () => {
    const body = await readIndex();
    const names = body.files.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(["places.csv", "places.json", "menu-chipotle.csv"]));
    expect(body.left_out.length).toBeGreaterThan(0);
    for (const chain of body.left_out)
      expect(chain).toMatchObject({ source: "MenuStat", reason: /No stated licence/ });
    for (const name of ["menu-chipotle.csv", "menu-chipotle.json"]) {
      const served = await download(name);
      expect(served.status).toBe(200);
      const text = await served.text();
      const entry = entryOf(body, name);
      expect(sha256(text)).toBe(entry.sha256);
      expect(Buffer.byteLength(text)).toBe(entry.bytes);
    }
    const placesFile = await (await download("places.csv")).text();
    expect(sha256(placesFile)).toBe(entryOf(body, "places.csv").sha256);
    const places = parse(placesFile, { columns: true }) as Record<string, string>[];
    expect(places.length).toBe(entryOf(body, "places.csv").rows);
    expect(places.length).toBeGreaterThan(1000);
    expect(places.every((place) => place["licence"] === "CC0-1.0" && place["source"] !== "")).toBe(true);
    expect((await download("menu-wendys.csv")).status).toBe(404);
    expect((await download("passwd")).status).toBe(404);
  }, 120_000);

  it("serves a chain's CSV with the same rows and numbers as the API's menu, each with a licence granting reuse", async () => {
    const chipotle = "e849ec9e-10ce-5450-8a52-e5c4c290e360";
    const api = await routes.menu(
      new Request(`http://localhost/api/v1/chains/${chipotle}/menu`, { headers: CLIENT }),
      { params: Promise.resolve({ id: chipotle }) },
    );
    const items = ((await api.json()) as { items: Record<string, unknown>[] }).items;
    const rows = parse(await (await download("menu-chipotle.csv")).text(), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((row) => row["id"]).sort()).toEqual(items.map((item) => item["id"]).sort());
    const byId = new Map(items.map((item) => [item["id"], item]));
    for (const row of rows) {
      const item = byId.get(row["id"])!;
      for (const column of ["protein_g", "carbs_g", "fat_g", "sugar_g", "calories_kcal", "sodium_mg"]) {
        expect({ id: row["id"], column, value: row[column] }).toEqual({
          id: row["id"],
          column,
          value: item[column] === null || item[column] === undefined ? "" : String(item[column]),
        });
      }
      expect(row).toMatchObject({
        role: item["role"],
        source: item["source"],
        as_of: item["as_of"],
        licence: "MIT",
      });
    }
  });

  it("answers 304 to a client holding the file's SHA-256, and the file to one holding another", async () => {
    const entry = entryOf(await readIndex(), "menu-chipotle.json");
    const held = await download("menu-chipotle.json", { "if-none-match": `"${entry.sha256}"` });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe("");
    expect(held.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    const stale = await download("menu-chipotle.json", { "if-none-match": `"${"0".repeat(64)}"` });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).toBe(`"${entry.sha256}"`);
    expect(stale.headers.get("cache-control")).toMatch(/^public, s-maxage=\d+/);
  });

  it("writes a chain's files and the index again when an import changes its menu, and nothing else", async () => {
    const [chain] = await db.sql<
      { id: string; name: string; source: string; source_url: string; as_of: string }[]
    >`
      select r.id, r.name, m.source, m.source_url, m.as_of from public.restaurants r
      join public.meals m on m.restaurant_id = r.id
      where r.name = 'Noodles & Company' and m.source like '%via FoodNoms%' limit 1`;
    expect(chain).toBeDefined();
    const before = await readIndex();
    const name = `menu-noodles-company.csv`;
    const old = entryOf(before, name);
    expect(old).toBeDefined();
    const oldEtag = (await download(name)).headers.get("etag");

    const { rows, errors } = parseMenuCsv(
      "restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar,source,source_url,as_of\n" +
        `"${chain!.name}",Chicago,IL,,Test Protein Noodle Bowl,,610,52,48,18,7,` +
        `"${chain!.source}",${chain!.source_url},${chain!.as_of}\n`,
    );
    expect(errors).toEqual([]);
    const imported = await importMenus(db.sql, rows);
    expect(imported).toMatchObject({ ok: true, downloads: { changed: 2 } });

    const after = await readIndex();
    const now = entryOf(after, name);
    expect(now.rows).toBe(old.rows + 1);
    expect(now.sha256).not.toBe(old.sha256);
    expect(entryOf(after, "menu-noodles-company.json").sha256).not.toBe(
      entryOf(before, "menu-noodles-company.json").sha256,
    );
    // Every other file is as it was, with its date.
    const others = (index: Index) => index.files.filter((entry) => !entry.name.startsWith("menu-noodles-"));
    expect(others(after)).toEqual(others(before));

    // The bytes served are the ones the index hashes, and a client holding the old ones gets the new.
    const served = await download(name, { "if-none-match": oldEtag! });
    expect(served.status).toBe(200);
    const text = await served.text();
    expect(sha256(text)).toBe(now.sha256);
    expect(served.headers.get("etag")).toBe(`"${now.sha256}"`);
    const added = (parse(text, { columns: true }) as Record<string, string>[]).find(
      (row) => row["name"] === "Test Protein Noodle Bowl",
    );
    expect(added).toMatchObject({ protein_g: "52", calories_kcal: "610", licence: "MIT" });

    // The same file again changes nothing: no file is written, the index keeps its bytes.
    expect(await importMenus(db.sql, rows)).toMatchObject({ ok: true, downloads: null });
    expect(await readIndex()).toEqual(after);
  });

  it("writes a chain's files again through the site's own door after an approval changes its menu", async () => {
    const before = await readIndex();
    const [meal] = await db.sql<{ id: string; name: string }[]>`select m.id, m.name from public.meals m
      join public.restaurants r on r.id = m.restaurant_id
      where r.name = 'Noodles & Company' and m.protein_g is not null order by m.name limit 1`;
    await db.sql`update public.meals set protein = '77' where id = ${meal!.id}`;
    const report = await routes.regenerateMenuDownloads(["Noodles & Company"]);
    expect(report.generated.sort()).toEqual(["menu-noodles-company.csv", "menu-noodles-company.json"]);
    const after = await readIndex();
    expect(entryOf(after, "menu-noodles-company.csv").sha256).not.toBe(
      entryOf(before, "menu-noodles-company.csv").sha256,
    );
    const text = await (await download("menu-noodles-company.csv")).text();
    expect(sha256(text)).toBe(entryOf(after, "menu-noodles-company.csv").sha256);
    const row = (parse(text, { columns: true }) as Record<string, string>[]).find(
      (r) => r["id"] === meal!.id,
    );
    expect(row).toMatchObject({ name: meal!.name, protein_g: "77" });
  });

  it("lets only the server's role store files", async () => {
    const file = { file_name: "places.csv", file_content_type: "text/csv", file_body: "x", file_rows: 1 };
    await expect(db.api.call("put_download_file", file)).rejects.toThrow(/permission denied/);
    const index = { left_out_json: "[]", kept_names: [] };
    await expect(db.api.call("write_download_index", index)).rejects.toThrow(/permission denied/);
    const [stored] = await db.sql`select count(*)::int as files from public.download_files`;
    expect(stored!["files"]).toBeGreaterThan(2);
  });
});

// The bulk files as a reader downloads them: the index's counts and hashes are the files', a chain's CSV holds the
// same rows and numbers as the API's menu, and no file holds a row whose source does not grant reuse.
import { parse } from "csv-parse/sync";
import { GET as index } from "@/app/downloads/index.json/route";
import { GET as file } from "@/app/downloads/[file]/route";
import { GET as menu } from "@/app/api/v1/chains/[id]/menu/route";
import { endBackend } from "@/lib/backend/rpc";
import { sha256 } from "./files";

afterAll(() => endBackend());

const CLIENT = { "x-forwarded-for": "192.0.2.47" };
const download = (name: string) =>
  file(new Request(`http://localhost/downloads/${name}`, { headers: CLIENT }), {
    params: Promise.resolve({ file: name }),
  });

type Index = {
  files: { name: string; rows: number; sha256: string }[];
  left_out: { chain: string; source: string; reason: string }[];
};

describe("/downloads", () => {
  it("lists each file with the row count and SHA-256 of what it serves, and the MenuStat chains left out", async () => {
    const response = await index(new Request("http://localhost/downloads/index.json", { headers: CLIENT }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Index;
    const names = body.files.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(["places.csv", "places.json", "menu-chipotle.csv"]));
    expect(body.left_out.length).toBeGreaterThan(0);
    for (const chain of body.left_out)
      expect(chain).toMatchObject({ source: "MenuStat", reason: /No stated licence/ });
    for (const name of ["menu-chipotle.csv", "menu-chipotle.json"]) {
      const served = await download(name);
      expect(served.status).toBe(200);
      const text = await served.text();
      const entry = body.files.find((found) => found.name === name)!;
      expect(sha256(text)).toBe(entry.sha256);
    }
    const placesFile = await (await download("places.csv")).text();
    expect(sha256(placesFile)).toBe(body.files.find((found) => found.name === "places.csv")!.sha256);
    const places = parse(placesFile, { columns: true }) as Record<string, string>[];
    expect(places.length).toBe(body.files.find((found) => found.name === "places.csv")!.rows);
    expect(places.length).toBeGreaterThan(1000);
    expect(places.every((place) => place["licence"] === "CC0-1.0" && place["source"] !== "")).toBe(true);
    expect((await download("menu-wendys.csv")).status).toBe(404);
    expect((await download("passwd")).status).toBe(404);
  }, 120_000);

  it("serves a chain's CSV with the same rows and numbers as the API's menu, each with a licence granting reuse", async () => {
    const chipotle = "e849ec9e-10ce-5450-8a52-e5c4c290e360";
    const api = await menu(
      new Request(`http://localhost/api/v1/chains/${chipotle}/menu`, { headers: CLIENT }),
      {
        params: Promise.resolve({ id: chipotle }),
      },
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
});

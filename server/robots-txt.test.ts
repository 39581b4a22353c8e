import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { builtProject } from "@/test/built-project";
import { writeRobotsTxt } from "./robots-txt";

describe("robots.txt by next-sitemap", () => {
  const saved = { ...process.env };
  let root: string;
  beforeEach(() => {
    root = builtProject();
  });
  afterEach(() => {
    process.env = saved;
    rmSync(root, { recursive: true, force: true });
  });

  it("lets crawlers read every page but the JSON routes, and names the sitemap index at the public base URL", () => {
    process.env = { ...saved, NEXT_PUBLIC_SITE_URL: "https://macromenu.example/" };
    const text = writeRobotsTxt(root);
    expect(text.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Host: https://macromenu.example",
      "Sitemap: https://macromenu.example/sitemap.xml",
    ]);
    // Served from public/; next-sitemap's own sitemap files stay in its output folder, which is not served.
    expect(readFileSync(path.join(root, "public", "robots.txt"), "utf8")).toBe(text);
    expect(existsSync(path.join(root, "public", "sitemap.xml"))).toBe(false);
  });

  it("fails the build when next-sitemap writes no file (a project not built)", () => {
    rmSync(path.join(root, ".next"), { recursive: true });
    expect(() => writeRobotsTxt(root)).toThrow("next-sitemap did not write robots.txt");
    expect(existsSync(path.join(root, "public", "robots.txt"))).toBe(false);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

describe("the build's server action ids", () => {
  const env = process.env as Record<string, string | undefined>;
  const before = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = before;
  });

  const load = () => {
    let loaded!: typeof import("./action-ids");
    jest.isolateModules(() => (loaded = jest.requireActual("./action-ids")));
    return loaded.knownActionIds;
  };

  it("are read from the manifest of a production build", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "actions-"));
    const file = path.join(dir, "manifest.json");
    writeFileSync(file, JSON.stringify({ node: { abc123: {} }, edge: { def456: {} } }));
    env.NODE_ENV = "production";
    try {
      expect([...load()(file)!]).toEqual(["abc123", "def456"]);
      expect(load()(path.join(dir, "missing.json"))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are not known in development, where actions change as files are edited", () => {
    env.NODE_ENV = "development";
    expect(load()("/nowhere.json")).toBeNull();
  });
});

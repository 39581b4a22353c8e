import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { adminPassword, createScratchServer } from "./embedded";

describe("the embedded database's admin password", () => {
  it("is generated once per data folder, kept beside it for its owner only, and differs between folders", () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "admin-password-"));
    try {
      const first = adminPassword(path.join(parent, "one", "postgres"));
      expect(first).toMatch(/^[0-9a-f]{48}$/);
      expect(adminPassword(path.join(parent, "one", "postgres"))).toBe(first);
      expect(adminPassword(path.join(parent, "two", "postgres"))).not.toBe(first);
      const file = path.join(parent, "one", "postgres.admin-password");
      expect(readFileSync(file, "utf8").trim()).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("is the only one the server takes: the old fixed password is refused", async () => {
    const server = await createScratchServer("admin-password-");
    try {
      await server.start();
      const good = postgres(server.url("postgres"), { max: 1, onnotice: () => {} });
      expect((await good`select 1 as one`)[0]).toEqual({ one: 1 });
      await good.end();
      expect(server.url("postgres")).not.toContain(":postgres@");
      const fixed = postgres(`postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`, {
        max: 1,
        onnotice: () => {},
        connect_timeout: 5,
      });
      await expect(fixed`select 1`).rejects.toThrow(/password authentication failed/);
      await fixed.end();
    } finally {
      await server.remove();
    }
  });
});

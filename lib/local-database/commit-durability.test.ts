import { readFileSync } from "node:fs";
import postgres from "postgres";
import { setCommitDurability } from "./embedded";
import { adminDatabaseUrl } from "./site-role";

const url = adminDatabaseUrl()!;
const setting = async () => {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // pg_reload_conf() signals the server; a new session sees the new value once it has reloaded.
    for (let i = 0; i < 50; i += 1) {
      const [row] = await sql`select current_setting('synchronous_commit') as value`;
      if (i === 49 || row!.value === expected) return row!.value as string;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await sql.end();
  }
};
let expected = "";

describe("durable writes on the embedded database", () => {
  afterAll(async () => {
    // Back to the development shortcut the test run started with.
    await setCommitDurability(url, { durable: false, startedHere: true });
  });

  it("npm start launches durably", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    expect(scripts.start).toMatch(/launch\.ts --durable /);
    expect(scripts.dev).not.toMatch(/--durable/);
  });

  it("a durable launch turns synchronous_commit on, and a later development launch does not turn it off", async () => {
    expected = "on";
    await setCommitDurability(url, { durable: true, startedHere: false });
    expect(await setting()).toBe("on");
    await setCommitDurability(url, { durable: false, startedHere: false });
    expect(await setting()).toBe("on");
  });

  it("a development launch that starts the server takes the shortcut", async () => {
    expected = "off";
    await setCommitDurability(url, { durable: false, startedHere: true });
    expect(await setting()).toBe("off");
  });
});

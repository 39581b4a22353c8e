import { createQuietLog } from "./quiet-log";

describe("the quiet log", () => {
  it("writes a client's refusal once per window, with the client, and counts the repeats it held back", () => {
    const lines: string[] = [];
    let time = 0;
    const log = createQuietLog({ windowMs: 1000, write: (line) => lines.push(line), now: () => time });
    const client = "ab".repeat(32);
    for (let i = 0; i < 50; i += 1) log.warn("sign-in", client, "Sign-in refused");
    log.warn("sign-in", "cd".repeat(32), "Sign-in refused");
    log.warn("action", client, "Action refused");
    expect(lines).toEqual([
      "Sign-in refused [client abababababab]",
      "Sign-in refused [client cdcdcdcdcdcd]",
      "Action refused [client abababababab]",
    ]);
    time = 1000;
    log.warn("sign-in", client, "Sign-in refused");
    expect(lines.at(-1)).toBe("Sign-in refused [client abababababab] (49 more since the last line)");
  });

  it("remembers a bounded number of clients, forgetting the oldest", () => {
    const lines: string[] = [];
    const log = createQuietLog({ maxEntries: 2, write: (line) => lines.push(line), now: () => 0 });
    for (const client of ["a", "b", "c", "a"]) log.warn("x", client, "refused");
    expect(lines).toHaveLength(4);
  });
});

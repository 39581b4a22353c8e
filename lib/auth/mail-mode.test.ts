import { ACCOUNT_MAIL_OFF, accountMailMode, accountMailWarning, linkBase } from "./mail-mode";

describe("where account mail goes", () => {
  it.each([
    [
      "the embedded database, as the launcher says",
      { EMBEDDED_DATABASE: "1", DATABASE_URL: "postgres://x" },
      "log",
    ],
    ["the embedded database, started without the launcher", {}, "log"],
    ["a configured database without SMTP", { DATABASE_URL: "postgres://db/site" }, "off"],
    [
      "a configured database with SMTP",
      { DATABASE_URL: "postgres://db/site", SMTP_URL: "smtps://u:p@mail.example:465" },
      "smtp",
    ],
    [
      "a production server with SMTP but no public address",
      { DATABASE_URL: "postgres://db/site", SMTP_URL: "smtp://mail.example", NODE_ENV: "production" },
      "off",
    ],
    [
      "a production server with SMTP and its public address",
      {
        DATABASE_URL: "postgres://db/site",
        SMTP_URL: "smtp://mail.example",
        NODE_ENV: "production",
        NEXT_PUBLIC_SITE_URL: "https://macromenu.example",
      },
      "smtp",
    ],
    [
      "Supabase, which sends its own",
      { NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "k" },
      "provider",
    ],
  ])("on %s", (_, env, mode) => {
    expect(accountMailMode(env)).toBe(mode);
  });

  it("says at start when mail is off, and not otherwise", () => {
    expect(accountMailWarning({ DATABASE_URL: "postgres://db/site" })).toMatch(
      /^Account mail is off: .*SMTP_URL/,
    );
    expect(accountMailWarning({ EMBEDDED_DATABASE: "1" })).toBeNull();
    expect(ACCOUNT_MAIL_OFF).toMatch(/no account email/);
  });

  it("links to the public address the server is started with, or a platform's", () => {
    expect(linkBase({ NEXT_PUBLIC_SITE_URL: "https://macromenu.example/" }).url).toBe(
      "https://macromenu.example",
    );
    expect(linkBase({ RENDER_EXTERNAL_URL: "https://macro.onrender.com" }).url).toBe(
      "https://macro.onrender.com",
    );
    expect(linkBase({}).from).toBe("default");
  });
});

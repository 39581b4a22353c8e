import { startupWarnings } from "./startup-warnings";

describe("what a starting server says", () => {
  it("names TRUSTED_PROXY_HOPS when a production server starts without it, and account mail when it is off", () => {
    const lines = startupWarnings({ NODE_ENV: "production", DATABASE_URL: "postgres://db/site" });
    expect(lines).toEqual([
      expect.stringMatching(/^Account mail is off/),
      expect.stringMatching(/^TRUSTED_PROXY_HOPS is not set/),
    ]);
  });

  it("says nothing when both are set", () => {
    expect(
      startupWarnings({
        NODE_ENV: "production",
        TRUSTED_PROXY_HOPS: "1",
        DATABASE_URL: "postgres://db/site",
        SMTP_URL: "smtp://mail.example",
        NEXT_PUBLIC_SITE_URL: "https://macromenu.example",
      }),
    ).toEqual([]);
  });
});

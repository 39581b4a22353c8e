import { contentSecurityPolicy, PERMISSIONS_POLICY, securityHeaders } from "./headers";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("the content security policy", () => {
  it("allows only this origin by default, no plugins, no framing, no foreign base or form targets", () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
  });

  it("adds the Supabase project for images and the browser's auth calls, and eval only in development", () => {
    const csp = directives(
      contentSecurityPolicy({ supabaseUrl: "https://abc.supabase.co/", development: true }),
    );
    expect(csp["img-src"]).toContain("https://abc.supabase.co");
    expect(csp["connect-src"]).toEqual(["'self'", "https://abc.supabase.co", "wss://abc.supabase.co", "ws:"]);
    expect(csp["script-src"]).toContain("'unsafe-eval'");
  });
});

describe("the other headers", () => {
  it("allow geolocation for the site itself and nothing else", () => {
    expect(PERMISSIONS_POLICY).toMatch(/^geolocation=\(self\), /);
    expect(PERMISSIONS_POLICY.split(", ").filter((p) => !p.endsWith("=()"))).toEqual(["geolocation=(self)"]);
  });

  it("include HSTS, nosniff and the referrer policy", () => {
    const byName = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));
    expect(byName["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(byName["X-Content-Type-Options"]).toBe("nosniff");
    expect(byName["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });
});

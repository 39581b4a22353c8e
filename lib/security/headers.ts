// The site's security headers (docs/architecture.md#content-security-policy), set for every path in
// next.config.ts.
//
// Script policy: statically generated pages are the same bytes for everyone, so they cannot carry a per-request
// nonce (a nonce makes every page render per request), and Next writes its inline bootstrap and flight-data
// scripts differently on each page and each revalidation, so they cannot be listed by hash either. The strictest
// policy that keeps pages static is therefore scripts from this origin plus inline ones: 'self' 'unsafe-inline',
// no 'unsafe-eval' (development only, which React's dev build needs), no other host. Injection is kept out by
// React's escaping and the sanitised blog HTML; object-src 'none', base-uri 'self' and form-action 'self' remove
// the other ways an injected tag could run or send data.

type Options = { supabaseUrl?: string; development?: boolean };

export function contentSecurityPolicy({ supabaseUrl, development = false }: Options = {}) {
  const supabase = supabaseUrl ? new URL(supabaseUrl).origin : null;
  const realtime = supabase ? supabase.replace(/^http/, "ws") : null;
  const directives: Record<string, (string | null | false)[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", development && "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Images: our own files, next/image's inline placeholders, and the project's storage.
    "img-src": ["'self'", "data:", "blob:", supabase],
    "font-src": ["'self'"],
    // The browser talks to the site and, for accounts, to Supabase Auth (HTTPS and its realtime socket).
    "connect-src": ["'self'", supabase, realtime, development && "ws:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(" "))
    .join("; ");
}

/** Only geolocation (the macro calculator's "use my location"), and only for the site itself. */
export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  ...[
    "accelerometer",
    "autoplay",
    "camera",
    "display-capture",
    "encrypted-media",
    "fullscreen",
    "gyroscope",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "picture-in-picture",
    "publickey-credentials-get",
    "screen-wake-lock",
    "sync-xhr",
    "usb",
    "xr-spatial-tracking",
  ].map((feature) => `${feature}=()`),
].join(", ");

/** A submitted photo is shown, never run: nothing may load from it, and it is sandboxed if opened as a page. */
export const PHOTO_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

export function securityHeaders(options: Options = {}) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

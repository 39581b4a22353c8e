// The public base URL of canonical links, the sitemaps, robots.txt and JSON-LD: one value for all of them.

export const LOCAL_SITE_URL = "http://localhost:3000";

/** The variables the base URL is read from, most specific first. */
export type SiteUrlSource = {
  NEXT_PUBLIC_SITE_URL?: string;
  /** Vercel: the project's production domain (no scheme), set on every deployment, previews included. */
  VERCEL_PROJECT_PRODUCTION_URL?: string;
  /** Netlify: the site's main address (with scheme). */
  NETLIFY?: string;
  URL?: string;
  /** Render: the service's public address (with scheme). */
  RENDER_EXTERNAL_URL?: string;
  /** Railway: the service's public domain (no scheme). */
  RAILWAY_PUBLIC_DOMAIN?: string;
};

export type SiteUrl = { url: string; from: keyof SiteUrlSource | "default" };

const withScheme = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

function asBase(value: string | undefined) {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(withScheme(text));
    return url.protocol === "https:" || url.protocol === "http:"
      ? url.origin + url.pathname.replace(/\/+$/, "")
      : null;
  } catch {
    return null;
  }
}

/**
 * NEXT_PUBLIC_SITE_URL when set; otherwise the hosting platform's production address where it gives one (a
 * preview deployment then still points search engines at production); otherwise http://localhost:3000, which a
 * production build must not publish (see siteUrlWarning).
 */
export function resolveSiteUrl(source: SiteUrlSource): SiteUrl {
  const candidates: [keyof SiteUrlSource, string | undefined][] = [
    ["NEXT_PUBLIC_SITE_URL", source.NEXT_PUBLIC_SITE_URL],
    ["VERCEL_PROJECT_PRODUCTION_URL", source.VERCEL_PROJECT_PRODUCTION_URL],
    ["URL", source.NETLIFY === "true" ? source.URL : undefined],
    ["RENDER_EXTERNAL_URL", source.RENDER_EXTERNAL_URL],
    ["RAILWAY_PUBLIC_DOMAIN", source.RAILWAY_PUBLIC_DOMAIN],
  ];
  for (const [from, value] of candidates) {
    const url = asBase(value);
    if (url) return { url, from };
  }
  return { url: LOCAL_SITE_URL, from: "default" };
}

/** The warning a production build prints when it would publish localhost in its canonical links and sitemaps. */
export function siteUrlWarning(resolved: SiteUrl): string | null {
  if (resolved.from !== "default") return null;
  const rule = "!".repeat(78);
  return [
    rule,
    `WARNING: NEXT_PUBLIC_SITE_URL is not set and no hosting platform address was found: canonical links,`,
    `sitemap.xml, robots.txt and JSON-LD of this build say ${LOCAL_SITE_URL}.`,
    `Set NEXT_PUBLIC_SITE_URL to the site's public address (e.g. https://macromenu.example) and build again.`,
    rule,
  ].join("\n");
}

import { siteUrl } from "@/lib/env";
import { SITE_NAME } from "./config";

/** An absolute URL on this site, for JSON-LD, feeds and canonical links. */
export function absoluteUrl(path: string) {
  return new URL(path, `${siteUrl}/`).toString();
}

/** The site as the publisher of its guides and posts (schema.org Organization). */
export function publisherJsonLd() {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so a value containing `</script>` cannot end
 * the script element early.
 */
export function serializeJsonLd(data: object) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

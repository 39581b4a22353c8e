import { createHash } from "node:crypto";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { keepForHtml } from "@/lib/seo/html-only";
import { serializeJsonLd } from "@/lib/site/structured-data";

/**
 * Structured data for search engines, rendered into the page's HTML once: not also into the payload that hydrates
 * the page (lib/seo/html-only.ts).
 */
export function JsonLd({ data }: { data: object }) {
  const text = serializeJsonLd(data);
  const id = createHash("sha256").update(text).digest("base64url").slice(0, 22);
  keepForHtml(id, text);
  return <JsonLdScript id={id} />;
}

import { serializeJsonLd } from "@/lib/site/structured-data";

/** Structured data for search engines, rendered into the page's HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

import { serializeJsonLd } from "@/lib/site/structured-data";

/**
 * Structured data for search engines: a `<script type="application/ld+json">` in the page's HTML. Like every
 * server-rendered element, it is in the payload that hydrates the page too; the pages whose data is long (a menu
 * category's items) keep to the HTML budget with it counted twice (lib/restaurants/menu-categories.ts).
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

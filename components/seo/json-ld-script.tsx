"use client";

import { textForHtml } from "@/lib/seo/html-only";

/**
 * The `<script type="application/ld+json">` of a server component's JSON-LD (components/seo/json-ld.tsx): its text
 * on the server's HTML render only (lib/seo/html-only.ts). In the browser it is empty, and hydration does not
 * replace the text the HTML brought.
 */
export function JsonLdScript({ id }: { id: string }) {
  const text = typeof window === "undefined" ? textForHtml(id) : "";
  return (
    <script
      key={id}
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

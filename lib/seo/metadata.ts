import type { Metadata } from "next";
import { SITE_NAME } from "@/lib/site/config";

/**
 * One page's title, description, canonical URL and social cards. Paths are relative: the root layout's
 * metadataBase (NEXT_PUBLIC_SITE_URL) makes them absolute, so query strings never reach the canonical.
 */
export function pageMetadata(page: {
  title: string;
  description: string;
  path: string;
  image?: string;
}): Metadata {
  const images = page.image ? [{ url: page.image, width: 1200, height: 630, alt: page.title }] : undefined;
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      title: page.title,
      description: page.description,
      url: page.path,
      siteName: SITE_NAME,
      type: "website",
      locale: "en_US",
      ...(images ? { images } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: page.title,
      description: page.description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}

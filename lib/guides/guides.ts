import type { Metadata } from "next";
import { absoluteUrl, publisherJsonLd } from "@/lib/site/structured-data";
import { guidePath } from "@/lib/pages/paths";
import type { GuideSlug } from "./guide-slug";

export type Guide = {
  slug: GuideSlug;
  /** The page's h1 and headline. */
  title: string;
  description: string;
  /** ISO dates of the guide's copy, for JSON-LD and the sitemap. */
  datePublished: string;
  dateModified: string;
};

export const GUIDES: Record<GuideSlug, Guide> = {
  "macro-counting-tips": {
    slug: "macro-counting-tips",
    title: "Macro Tracking Tips for Dining Out",
    description:
      "Three habits that keep your macros on track at restaurants: plan ahead, estimate portions with your hand, and customize your order.",
    datePublished: "2026-11-22",
    dateModified: "2026-11-22",
  },
  "dietary-filters-explained": {
    slug: "dietary-filters-explained",
    title: "Dietary Restriction Filters Explained",
    description:
      "What our Gluten-Free, Keto-Friendly and Diabetic Options filters mean, how restaurants qualify, and what to check before you order.",
    datePublished: "2026-11-22",
    dateModified: "2026-11-22",
  },
  "understanding-nutrition": {
    slug: "understanding-nutrition",
    title: "Nutrition Guide: Understanding What's on Your Plate",
    description:
      "Start here: how protein, carbs and fat add up to calories, why protein matters, and how to eat well at restaurants.",
    datePublished: "2026-11-22",
    dateModified: "2026-11-22",
  },
  "healthy-dining-out": {
    slug: "healthy-dining-out",
    title: "Healthy Dining Out Guide",
    description:
      "Four restaurant habits for lighter, higher-protein meals: menu keywords, sauce on the side, smart swaps and lean protein.",
    datePublished: "2026-11-22",
    dateModified: "2026-11-22",
  },
  "high-protein-foods": {
    slug: "high-protein-foods",
    title: "High-Protein Foods: What to Order When You Eat Out",
    description:
      "The best protein sources on restaurant menus, how much protein a typical portion gives, and how to build a high-protein order.",
    datePublished: "2026-11-22",
    dateModified: "2026-11-22",
  },
};

export function guideMetadata(slug: GuideSlug): Metadata {
  const guide = GUIDES[slug];
  return {
    title: guide.title,
    description: guide.description,
    alternates: { canonical: guidePath(slug) },
    openGraph: {
      type: "article",
      title: guide.title,
      description: guide.description,
      url: guidePath(slug),
      publishedTime: guide.datePublished,
      modifiedTime: guide.dateModified,
    },
    twitter: { title: guide.title, description: guide.description },
  };
}

/** schema.org Article for a guide page. */
export function guideJsonLd(slug: GuideSlug) {
  const guide = GUIDES[slug];
  const url = absoluteUrl(guidePath(slug));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title,
    description: guide.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: guide.datePublished,
    dateModified: guide.dateModified,
    author: publisherJsonLd(),
    publisher: publisherJsonLd(),
    inLanguage: "en-US",
  };
}

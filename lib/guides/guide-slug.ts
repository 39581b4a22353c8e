/** The guides, each at /guides/{slug} (lib/guides/guides.ts holds their titles and text). */
export type GuideSlug =
  | "macro-counting-tips"
  | "dietary-filters-explained"
  | "understanding-nutrition"
  | "healthy-dining-out"
  | "high-protein-foods";

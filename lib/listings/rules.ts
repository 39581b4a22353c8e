import {
  HIGH_PROTEIN_PAGE_MIN_G,
  LEAN_BREAKFAST_FAT_MAX_G,
  LEAN_BREAKFAST_PROTEIN_MIN_G,
  LEAN_BREAKFAST_SUGAR_MAX_G,
  LISTING_PROTEIN_MIN_G,
} from "@/lib/nutrition/thresholds";

/** A listing page shows at most this many restaurants, the best first (list_restaurant_brands_by_rule's limit). */
export const LISTING_BRAND_LIMIT = 100;

/** A listing's restaurants on one of its pages (lib/site/pagination.ts): a page of them stays within the HTML budget. */
export const LISTING_PAGE_BRANDS = 15;

/** The /restaurants/{path} listings: the SQL rule each applies and the words each page states it in. */
export const LISTINGS = {
  "high-protein": {
    rule: "high_protein",
    title: "High-Protein Restaurants",
    rule_text: `Restaurants with meals of over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein.`,
  },
  "lean-protein": {
    rule: "lean_protein",
    title: "Lean Protein Restaurants",
    rule_text: `Restaurants with meals of over ${LEAN_BREAKFAST_PROTEIN_MIN_G} g of protein and under ${LEAN_BREAKFAST_FAT_MAX_G} g of fat or under ${LEAN_BREAKFAST_SUGAR_MAX_G} g of sugar.`,
  },
  lunch: {
    rule: "lunch",
    title: "High-Protein Lunch Restaurants",
    rule_text: `Restaurants with lunch meals of over ${LISTING_PROTEIN_MIN_G} g of protein.`,
  },
  dinner: {
    rule: "dinner",
    title: "High-Protein Dinner Restaurants",
    rule_text: `Restaurants with dinner meals of over ${LISTING_PROTEIN_MIN_G} g of protein.`,
  },
  "gluten-free": {
    rule: "gluten_free",
    title: "Gluten-Free Restaurants",
    rule_text: `Restaurants tagged gluten-free, with their meals of over ${LISTING_PROTEIN_MIN_G} g of protein.`,
  },
  "keto-friendly": {
    rule: "keto_friendly",
    title: "Keto-Friendly Restaurants",
    rule_text: `Restaurants tagged keto-friendly, with their meals of over ${LISTING_PROTEIN_MIN_G} g of protein.`,
  },
  "diabetic-options": {
    rule: "diabetic_options",
    title: "Restaurants with Diabetic Options",
    rule_text: `Restaurants tagged diabetic-friendly, with their meals of over ${LISTING_PROTEIN_MIN_G} g of protein.`,
  },
} as const;

export type ListingPath = keyof typeof LISTINGS;
export type ListingRule = (typeof LISTINGS)[ListingPath]["rule"];
export const LISTING_PATHS = Object.keys(LISTINGS) as ListingPath[];

export const isListingPath = (value: string): value is ListingPath => Object.hasOwn(LISTINGS, value);

// Shared types for the seed generator (scripts/seed/build-seed.ts). The types of the data files in data/ are
// inferred from zod schemas, which check each file as it is read (static-data.ts).
import { z } from "zod";

export type MealType = "breakfast" | "lunch" | "dinner";
/** A meal is listed and matched; a component is built into an order by its slot; a drink joins a meal. */
export type ItemKind = "meal" | "component" | "drink";
export type ComponentSlot = "base" | "protein" | "rice" | "beans" | "salsa" | "topping";

/** A city with a written description (scripts/seed/data/cities.json): its id is kept whatever the data says. */
export const citySeedSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
  tagline: z.string(),
  description: z.string(),
});
export type CitySeed = z.infer<typeof citySeedSchema>;

/** A chain of the MenuStat CSV (scripts/seed/data/chains.json). */
export const chainSeedSchema = z.strictObject({
  /** URL slug, also the image file name. */
  key: z.string(),
  /** Restaurant name exactly as in the CSV. */
  csv: z.string(),
  /** Display name. */
  name: z.string(),
  website: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /**
   * A newer menu than MenuStat's: the chain's own dated nutrition document as typed by FoodNoms (data/foodnoms/),
   * which replaces the chain's MenuStat rows whole.
   */
  menu: z
    .strictObject({
      file: z.string(),
      /** Whose document it is, in the site's words ("Chipotle's nutrition facts"). */
      document: z.string(),
      /** The document's date: year and month. */
      asOf: z.string().regex(/^\d{4}-\d{2}$/),
      encoding: z.string().optional(),
      /** Every row is a part of an order, except drinks and the rows `meals` (a regular expression) names. */
      components: z.boolean().optional(),
      meals: z.string().optional(),
    })
    .optional(),
});
export type ChainSeed = z.infer<typeof chainSeedSchema>;

/** Saturated fat, trans fat and fiber in g; cholesterol, sodium and potassium in mg; null: not published. */
export interface MenuLabel {
  saturatedFat: string | null;
  transFat: string | null;
  cholesterol: string | null;
  sodium: string | null;
  fiber: string | null;
  potassium: string | null;
}

export interface MenuItem {
  /** The name shown: the dish, and its size when the dish has several ("<dish> — <size>"). */
  name: string;
  /** The item's name in its document. */
  sourceName: string;
  dish: string | null;
  size: string | null;
  kind: ItemKind;
  slot: ComponentSlot | null;
  category: string;
  serving: string | null;
  calories: string | null;
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  complete: boolean;
  mealTypes: MealType[];
  /** Numeric values (null when missing), for selection. */
  p: number | null;
  kcal: number | null;
  f: number | null;
  s: number | null;
  label: MenuLabel;
}

export interface MealRow {
  id: string;
  restaurantId: string;
  name: string;
  dish: string | null;
  size: string | null;
  kind: ItemKind;
  slot: ComponentSlot | null;
  description: string;
  category: string;
  serving: string | null;
  mealTypes: MealType[];
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  calories: string | null;
  label: MenuLabel;
  /** Where the values come from: the menu's document and its date. */
  source: string;
  sourceUrl: string;
  asOf: string;
}

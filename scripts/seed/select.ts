// Picks a deterministic subset of a chain's menu for one restaurant location, and formats macro text.
import { intBetween, weightedSample, type Rng } from "./prng";
import type { MenuItem } from "./types";

const CATEGORY_ORDER = [
  "Entrees",
  "Sandwiches",
  "Burgers",
  "Salads",
  "Pizza",
  "Soup",
  "Appetizers & Sides",
  "Fried Potatoes",
  "Baked Goods",
  "Desserts",
];

const isBreakfast = (item: MenuItem) => item.mealTypes.includes("breakfast");
const protein = (item: MenuItem) => item.p ?? 0;
const byProtein = (a: MenuItem, b: MenuItem) => protein(b) - protein(a);

/** The thresholds the city pages rely on (docs/product.md#thresholds). */
export const isHighProtein = (p: number) => p > 40;
export const isBreakfastHighProtein = (p: number) => p > 35;
export const isLean = (p: number, fat: number, sugar: number) => p > 40 && (fat < 15 || sugar < 10);
export const isHighProteinLowCalorie = (p: number, kcal: number) => p > 30 && kcal < 600;

function leanBreakfast(item: MenuItem): boolean {
  return isBreakfast(item) && item.f !== null && item.s !== null && isLean(protein(item), item.f, item.s);
}

/** One random item among the best `top` candidates, if any. */
function oneOfTop(rng: Rng, candidates: MenuItem[], top: number): MenuItem[] {
  const best = [...candidates].sort(byProtein).slice(0, top);
  return best.length === 0 ? [] : [best[Math.floor(rng() * best.length)]!];
}

export interface SelectionOptions {
  min: number;
  max: number;
}

/**
 * Core picks first (so every location of a breakfast chain shows its high-protein breakfasts, and most
 * locations show a high-protein and a high-protein low-calorie meal), then a protein-weighted random fill.
 */
export function selectMenu(rng: Rng, menu: MenuItem[], options: SelectionOptions): MenuItem[] {
  const complete = menu.filter((item) => item.complete);
  const mains = (complete.length >= options.min ? complete : menu).filter(
    (item) => item.category !== "Desserts",
  );
  const desserts = complete.filter((item) => item.category === "Desserts");
  const target = Math.min(intBetween(rng, options.min, options.max), mains.length);

  const core = [
    ...oneOfTop(rng, mains.filter(leanBreakfast), 4),
    ...oneOfTop(
      rng,
      mains.filter((item) => isBreakfast(item) && isBreakfastHighProtein(protein(item))),
      4,
    ),
    ...oneOfTop(
      rng,
      mains.filter((item) => isHighProteinLowCalorie(protein(item), item.kcal ?? Infinity)),
      6,
    ),
    ...oneOfTop(
      rng,
      mains.filter((item) => isHighProtein(protein(item))),
      6,
    ),
  ];
  const chosen = new Set<MenuItem>(core);
  const rest = mains.filter((item) => !chosen.has(item));
  const fill = weightedSample(
    rng,
    rest,
    (item) => 0.6 + Math.min(protein(item), 60) / 12,
    target - chosen.size,
  );
  for (const item of fill) chosen.add(item);
  if (desserts.length > 0 && rng() < 0.2 && chosen.size < options.max)
    chosen.add(desserts[Math.floor(rng() * desserts.length)]!);

  return [...chosen].sort(
    (a, b) =>
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

export interface MacroText {
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  sugar: string | null;
  calories: string | null;
}

/** About a quarter of meals carry units ("32g", a few "32 g"); a few calories read "540 kcal". Missing stays null. */
export function formatMacros(rng: Rng, item: MenuItem): MacroText {
  const style = rng();
  const gramSuffix = style < 0.22 ? "g" : style < 0.255 ? " g" : "";
  const kcalSuffix = rng() < 0.07 ? " kcal" : "";
  const grams = (value: string | null) => (value === null ? null : value + gramSuffix);
  return {
    protein: grams(item.protein),
    carbs: grams(item.carbs),
    fat: grams(item.fat),
    sugar: grams(item.sugar),
    calories: item.calories === null ? null : item.calories + kcalSuffix,
  };
}

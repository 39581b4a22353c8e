import { knownMacro } from "./macro-value";
import { LEAN_BREAKFAST_FAT_MAX_G, LEAN_BREAKFAST_SUGAR_MAX_G } from "./thresholds";

type LeanMeal = { fat?: string | number | null; sugar?: string | number | null };

/**
 * Why a meal is on a lean page (docs/product.md#thresholds: fat under 15 g or sugar under 10 g), in words for its
 * card: 'Lean: fat under 15 g', 'Lean: sugar under 10 g', or both; null when neither is known to hold.
 */
export function leanReason(meal: LeanMeal): string | null {
  const fat = knownMacro(meal.fat);
  const sugar = knownMacro(meal.sugar);
  const reasons = [
    fat !== null && fat < LEAN_BREAKFAST_FAT_MAX_G ? `fat under ${LEAN_BREAKFAST_FAT_MAX_G} g` : null,
    sugar !== null && sugar < LEAN_BREAKFAST_SUGAR_MAX_G
      ? `sugar under ${LEAN_BREAKFAST_SUGAR_MAX_G} g`
      : null,
  ].filter((reason) => reason !== null);
  return reasons.length > 0 ? `Lean: ${reasons.join(", ")}` : null;
}

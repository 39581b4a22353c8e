import { knownMacro } from "@/lib/nutrition/macro-value";
import { MENU_PAGE_ROWS, menuCategories } from "@/lib/restaurants/menu-categories";
import type { Meal } from "@/lib/restaurants/schema";
import { pagePath } from "@/lib/site/pagination";
import { menuCategoryPath } from "@/lib/pages/paths";
import type { ChartPoint } from "./menu-chart";

/** The id of a meal's row in a nutrition table, where a chart's point links. */
export const mealAnchor = (mealId: string) => `m-${mealId}`;

/**
 * A chain's chart points: the meals the lists show (`listed`) whose protein and calories are published, each
 * linked to its row: on the page itself when `onPage` has it, else on its category's page (the category's rows by
 * name, MENU_PAGE_ROWS to a page, as that page lists them).
 */
export function menuChartPoints(
  slug: string,
  meals: readonly Meal[],
  listed: readonly string[],
  onPage: ReadonlySet<string>,
): ChartPoint[] {
  const where = new Map<string, string>();
  for (const category of menuCategories(meals)) {
    category.rows.forEach((row, index) => {
      const page = Math.floor(index / MENU_PAGE_ROWS) + 1;
      where.set(row.id, pagePath(menuCategoryPath(slug, category.slug), page));
    });
  }
  const shown = new Set(listed);
  return meals
    .filter(
      (meal) => shown.has(meal.id) && knownMacro(meal.protein) !== null && knownMacro(meal.calories) !== null,
    )
    .map((meal) => ({
      label: meal.name,
      href: `${onPage.has(meal.id) ? "" : where.get(meal.id)}#${mealAnchor(meal.id)}`,
      kind: "meal" as const,
      protein: meal.protein_g,
      calories: meal.calories_kcal,
    }));
}

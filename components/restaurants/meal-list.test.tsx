import type { ReactElement } from "react";
import { renderToStaticMarkup as renderMarkup } from "react-dom/server";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { Meal } from "@/lib/restaurants/schema";
import { ONLY_SECTION_FIRST, SECTION_FIRST, MealList } from "./meal-list";

const meal = (index: number): Meal => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  restaurant_id: "00000000-0000-4000-8000-000000000000",
  name: `Meal ${index}`,
  kind: "meal",
  role: "meal",
  listed: true,
  description: null,
  category: null,
  serving: null,
  meal_types: [],
  protein: "30",
  carbs: "40",
  fat: "10",
  sugar: "5",
  calories: "370",
  protein_g: 30,
  carbs_g: 40,
  fat_g: 10,
  sugar_g: 5,
  calories_kcal: 370,
  source: null,
  source_url: null,
  as_of: null,
});

// The meal cards' links read Next's router (for prefetching on hover); none is used while rendering.
const router = {} as AppRouterInstance;
const renderToStaticMarkup = (element: ReactElement) =>
  renderMarkup(<AppRouterContext.Provider value={router}>{element}</AppRouterContext.Provider>);

const menu = Array.from({ length: 100 }, (_, index) => meal(index));
const drawnMeals = (html: string) => html.match(/<h4[^>]*>Meal \d+<\/h4>/g) ?? [];

describe("the dialog's meal list", () => {
  it("draws the first meals of a long menu of one section, and offers the rest", () => {
    const html = renderToStaticMarkup(<MealList meals={menu} restaurant={{ name: "Chain" }} />);
    expect(drawnMeals(html)).toHaveLength(ONLY_SECTION_FIRST);
    expect(html).toContain(">Meal 0</h4>");
    expect(html).not.toContain(`>Meal ${ONLY_SECTION_FIRST}</h4>`);
    expect(html).toContain(`aria-label="Show 24 more meals, of 100"`);
  });

  it("draws each section's first dishes, every section's heading and its own 'Show more'", () => {
    const sections = ["Burgers", "Salads", "Drinks"];
    const categorised = menu.map((item, index) => ({ ...item, category: sections[index % 3]! }));
    const html = renderToStaticMarkup(<MealList meals={categorised} restaurant={{ name: "Chain" }} />);
    expect(drawnMeals(html)).toHaveLength(3 * SECTION_FIRST);
    for (const section of sections) {
      expect(html).toContain(`>${section}</h4>`);
      expect(html).toMatch(new RegExp(`aria-label="Show 24 more in ${section}, of 3[34]"`));
    }
  });

  it("draws a highlighted meal far down the menu with every meal above it in its section", () => {
    const html = renderToStaticMarkup(
      <MealList meals={menu} restaurant={{ name: "Chain" }} highlightedMealId={menu[80]!.id} />,
    );
    expect(drawnMeals(html)).toHaveLength(81);
    expect(html).toMatch(/aria-current="true"[^>]*>.*?>Meal 80<\/h4>/);
  });

  it("draws a short menu whole, with nothing more to show", () => {
    const html = renderToStaticMarkup(<MealList meals={menu.slice(0, 5)} restaurant={{ name: "Chain" }} />);
    expect(drawnMeals(html)).toHaveLength(5);
    expect(html).not.toContain("Show ");
  });
});

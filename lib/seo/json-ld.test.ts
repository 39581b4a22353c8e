import type { Meal } from "@/lib/restaurants/schema";
import { restaurantWithMenu } from "./json-ld";

const meal = (name: string, provenance: Pick<Meal, "source" | "source_url" | "as_of">) =>
  ({
    name,
    description: null,
    protein: "30",
    carbs: null,
    fat: null,
    sugar: null,
    calories: "400",
    protein_g: 30,
    carbs_g: 0,
    fat_g: 0,
    sugar_g: 0,
    calories_kcal: 400,
    ...provenance,
  }) as Meal;

const page = (meals: Meal[]) =>
  restaurantWithMenu({
    name: "Grill",
    path: "/restaurant-nutrition/grill",
    description: null,
    website: null,
    addresses: [],
    meals,
  });

describe("a restaurant's menu in JSON-LD", () => {
  it("names where its nutrition values come from, as a Dataset the menu is based on", () => {
    const data = page([
      meal("Bowl", { source: "MenuStat", source_url: "https://www.menustat.org", as_of: "2022" }),
    ]);
    expect((data.hasMenu as Record<string, unknown>).isBasedOn).toEqual([
      { "@type": "Dataset", name: "MenuStat", url: "https://www.menustat.org/", temporalCoverage: "2022" },
    ]);
  });

  it("says nothing of a source that is not recorded", () => {
    const data = page([meal("Bowl", { source: null, source_url: null, as_of: null })]);
    expect(data.hasMenu).not.toHaveProperty("isBasedOn");
  });
});

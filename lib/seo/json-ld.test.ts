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

  it("gives an item its name and nutrition, not the description its page shows", () => {
    const bowl = {
      ...meal("Bowl", { source: null, source_url: null, as_of: null }),
      description: "Rice and beans",
    };
    const items = (page([bowl]).hasMenu as { hasMenuItem: Record<string, unknown>[] }).hasMenuItem;
    expect(items).toEqual([
      {
        "@type": "MenuItem",
        name: "Bowl",
        nutrition: { "@type": "NutritionInformation", calories: "400 calories", proteinContent: "30 g" },
      },
    ]);
  });

  it("lists a menu's categories by their pages, with the items given for each", () => {
    const bowl = meal("Bowl", { source: null, source_url: null, as_of: null });
    const data = restaurantWithMenu({
      name: "Grill",
      path: "/restaurant-nutrition/grill/bowls",
      description: null,
      website: null,
      addresses: [],
      meals: [bowl],
      sections: [
        { name: "Bowls", path: "/restaurant-nutrition/grill/bowls", meals: [bowl] },
        { name: "Drinks", path: "/restaurant-nutrition/grill/drinks", meals: [] },
      ],
    });
    const menu = data.hasMenu as Record<string, unknown>;
    expect(menu).not.toHaveProperty("hasMenuItem");
    expect(menu.hasMenuSection).toEqual([
      {
        "@type": "MenuSection",
        name: "Bowls",
        url: "http://localhost:3000/restaurant-nutrition/grill/bowls",
        hasMenuItem: [
          {
            "@type": "MenuItem",
            name: "Bowl",
            nutrition: { "@type": "NutritionInformation", calories: "400 calories", proteinContent: "30 g" },
          },
        ],
      },
      {
        "@type": "MenuSection",
        name: "Drinks",
        url: "http://localhost:3000/restaurant-nutrition/grill/drinks",
      },
    ]);
  });
});

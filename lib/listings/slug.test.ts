import { restaurantNutritionPath } from "@/lib/pages/paths";
import { nameSlug } from "./slug";

describe("nameSlug", () => {
  it("turns a restaurant name into lower-case words joined by single dashes", () => {
    expect(nameSlug("Chick-fil-A")).toBe("chick-fil-a");
    expect(nameSlug("  Ruth's Chris Steak House ")).toBe("ruth-s-chris-steak-house");
    expect(nameSlug("P.F. Chang's")).toBe("p-f-chang-s");
  });

  it("builds the nutrition page path", () => {
    expect(restaurantNutritionPath("Whole Foods Market")).toBe("/restaurant-nutrition/whole-foods-market");
  });
});

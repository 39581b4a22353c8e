import { dedupeRestaurantOptions } from "./restaurant-options";

const option = (id: number, name: string, city = "Austin") => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
  name,
  city,
  state: "TX",
});

describe("dedupeRestaurantOptions", () => {
  it("keeps the first of names equal after trimming and lower-casing", () => {
    const result = dedupeRestaurantOptions([
      option(1, "Chipotle"),
      option(2, " chipotle ", "Boston"),
      option(3, "Sweetgreen"),
    ]);
    expect(result.map((o) => o.id)).toEqual([option(1, "").id, option(3, "").id]);
  });

  it("collapses every name containing 'whole foods' into one entry", () => {
    const result = dedupeRestaurantOptions([
      option(1, "Whole Foods Market"),
      option(2, "WHOLE FOODS Hot Bar"),
      option(3, "Panera"),
      option(4, "The Whole Foods Kitchen"),
    ]);
    expect(result.map((o) => o.name)).toEqual(["Whole Foods Market", "Panera"]);
  });
});

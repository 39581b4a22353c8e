// Requirement checks and the summary printed at the end of a run.
import { BIG_CITY_IDS, type SeedData } from "./build-rows";
import { distanceKm } from "../../lib/geo/nearest-city";
import { isBreakfastHighProtein, isHighProtein, isHighProteinLowCalorie, isLean } from "./select";
import type { MealRow } from "./types";

/** Same reading as public.macro_number(): keep digits and '.', take the leading number, else 0. */
export function macroNumber(value: string | null): number {
  const match = (value ?? "").replace(/[^0-9.]/g, "").match(/^([0-9]+\.?[0-9]*|\.[0-9]+)/);
  return match ? Number(match[1]) : 0;
}

interface CityCounts {
  restaurants: number;
  meals: number;
  highProtein: number;
  breakfastOver35: number;
  leanBreakfast: number;
  highProteinLowCalorie: number;
}

function countMeals(meals: MealRow[]): Omit<CityCounts, "restaurants"> {
  let highProtein = 0;
  let breakfastOver35 = 0;
  let leanBreakfast = 0;
  let highProteinLowCalorie = 0;
  for (const meal of meals) {
    const p = macroNumber(meal.protein);
    const breakfast = meal.mealTypes.includes("breakfast");
    if (isHighProtein(p)) highProtein++;
    if (breakfast && isBreakfastHighProtein(p)) breakfastOver35++;
    if (breakfast && isLean(p, macroNumber(meal.fat), macroNumber(meal.sugar))) leanBreakfast++;
    if (isHighProteinLowCalorie(p, macroNumber(meal.calories))) highProteinLowCalorie++;
  }
  return { meals: meals.length, highProtein, breakfastOver35, leanBreakfast, highProteinLowCalorie };
}

/** Prints the summary and returns the list of unmet requirements (empty when all hold). */
export function summarize(data: SeedData): string[] {
  const problems: string[] = [];
  const require = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  const mealsByRestaurant = new Map<string, MealRow[]>();
  for (const meal of data.meals) {
    const list = mealsByRestaurant.get(meal.restaurantId) ?? [];
    list.push(meal);
    mealsByRestaurant.set(meal.restaurantId, list);
  }
  const restaurantsOf = (cityId: string) => data.restaurants.filter((r) => r.cityId === cityId);
  const countsFor = (cityId: string): CityCounts => {
    const restaurants = restaurantsOf(cityId);
    return {
      restaurants: restaurants.length,
      ...countMeals(restaurants.flatMap((r) => mealsByRestaurant.get(r.id) ?? [])),
    };
  };

  require(data.cities.length >= 32, `only ${data.cities.length} cities`);
  for (const id of BIG_CITY_IDS) require(data.cities.some((c) => c.id === id), `missing city ${id}`);
  for (const city of data.cities) {
    const count = restaurantsOf(city.id).length;
    require(count >= (BIG_CITY_IDS.includes(city.id) ? 15 : 3), `${city.id} has only ${count} restaurants`);
    for (const r of restaurantsOf(city.id)) {
      const km = distanceKm({ latitude: city.lat, longitude: city.lng }, r);
      require(km <= 6.5, `${r.name} in ${city.id} is ${km.toFixed(1)} km from the center`);
    }
  }
  require(data.restaurants.length >= 170, `only ${data.restaurants.length} restaurants`);
  require(data.meals.length >= 2000, `only ${data.meals.length} meals`);
  const withoutMeals = data.restaurants.filter((r) => !mealsByRestaurant.has(r.id));
  const wholeFoods = withoutMeals.filter((r) => /whole foods/i.test(r.name));
  require(withoutMeals.length - wholeFoods.length >= 6, "fewer than 6 local places without meals");
  require(wholeFoods.length >= 4, "fewer than 4 Whole Foods Market entries");

  console.log("Seed summary");
  console.log("  city          restaurants  meals  protein>40  breakfast>35  lean-breakfast  p>30&kcal<600");
  for (const id of BIG_CITY_IDS) {
    const c = countsFor(id);
    console.log(
      `  ${id.padEnd(13)} ${String(c.restaurants).padStart(11)} ${String(c.meals).padStart(6)} ` +
        `${String(c.highProtein).padStart(11)} ${String(c.breakfastOver35).padStart(13)} ` +
        `${String(c.leanBreakfast).padStart(15)} ${String(c.highProteinLowCalorie).padStart(14)}`,
    );
    require(c.highProtein > 0, `${id}: no meal with protein > 40 g`);
    require(c.breakfastOver35 > 0, `${id}: no breakfast with protein > 35 g`);
    require(c.leanBreakfast > 0, `${id}: no lean breakfast`);
    require(c.highProteinLowCalorie > 0, `${id}: no high-protein low-calorie meal`);
  }
  const total = countMeals(data.meals);
  const perRestaurant = [...mealsByRestaurant.values()].map((list) => list.length);
  const withUnits = data.meals.filter((m) => /g$/.test(m.protein ?? "")).length;
  const kcal = data.meals.filter((m) => /kcal$/.test(m.calories ?? "")).length;
  const nulls = data.meals.filter((m) =>
    [m.protein, m.carbs, m.fat, m.sugar, m.calories].includes(null),
  ).length;
  const mealTypes = (type: string) => data.meals.filter((m) => m.mealTypes.includes(type as never)).length;
  console.log(
    `  totals: ${data.cities.length} cities, ${data.restaurants.length} restaurants ` +
      `(${withoutMeals.length} without meals, ${wholeFoods.length} of them Whole Foods Market), ${data.meals.length} meals`,
  );
  console.log(
    `  all meals: protein>40 ${total.highProtein}, breakfast>35 ${total.breakfastOver35}, ` +
      `lean breakfast ${total.leanBreakfast}, p>30&kcal<600 ${total.highProteinLowCalorie}`,
  );
  console.log(
    `  meals per restaurant ${Math.min(...perRestaurant)}-${Math.max(...perRestaurant)}; ` +
      `breakfast ${mealTypes("breakfast")}, lunch ${mealTypes("lunch")}, dinner ${mealTypes("dinner")}; ` +
      `grams with units ${((100 * withUnits) / data.meals.length).toFixed(1)}%, calories with kcal ${kcal}, ` +
      `meals with a missing value ${nulls}`,
  );
  return problems;
}

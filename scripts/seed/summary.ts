// Requirement checks and the summary printed at the end of a run.
import type { SeedData } from "./build-rows";

/** The static city links of the site (the home page's top cities): these must be seeded cities. */
const LINKED_CITY_IDS = ["new-york", "los-angeles", "chicago"];

/** Prints the summary and returns the list of unmet requirements (empty when all hold). */
export function summarize(data: SeedData): string[] {
  const problems: string[] = [];
  const require = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  const cityIds = new Set(data.cities.map((c) => c.id));
  for (const id of LINKED_CITY_IDS) require(cityIds.has(id), `missing city ${id}`);
  require(cityIds.size === data.cities.length, "duplicate city ids");
  for (const location of data.locations) {
    if (!cityIds.has(location.cityId)) problems.push(`location in unknown city ${location.cityId}`);
  }
  const placed = new Set(data.locations.map((l) => l.restaurantKey));
  const unplaced = data.restaurants.filter((r) => !placed.has(r.key)).map((r) => r.name);
  console.log(
    `  ${data.restaurants.length} restaurants (${placed.size} with locations), ${data.meals.length} meals, ` +
      `${data.locations.length} locations in ${data.cities.length} cities`,
  );
  console.log(`  location file: ${JSON.stringify(data.locationReport)}`);
  console.log(`  restaurants without known locations (${unplaced.length}): ${unplaced.join(", ")}`);
  return problems.slice(0, 20);
}

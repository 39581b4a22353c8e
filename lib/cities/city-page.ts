import "server-only";
import { notFound } from "next/navigation";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import type { Crumb } from "@/lib/seo/json-ld";
import { largestCities } from "./city-lists";
import { PREBUILT_CITY_COUNT } from "./constants";
import { getCity } from "./queries";
import { cityOverviewPath, PATHS } from "@/lib/pages/paths";
import { cityLabel } from "./label";

/** A city page's props; `sort` is set by the page's protein-per-calorie variant (…/protein-per-calorie). */
export type CityParams = { params: Promise<{ citySlug: string; sort?: MealSort }> };

/**
 * The props of a city page's sorted variant: the route …/{citySlug}/protein-per-calorie, which next.config.ts
 * serves for ?sort=protein-per-calorie, renders the page itself with its lists in that order.
 */
export const sortedCityParams = (props: CityParams): CityParams => ({
  params: props.params.then((params) => ({ ...params, sort: PROTEIN_PER_CALORIE })),
});

/** The city of a city page, or the not-found screen (HTTP 404) for an unknown id. */
export async function cityOrNotFound(params: CityParams["params"]) {
  const city = await getCity((await params).citySlug);
  if (!city) notFound();
  return city;
}

/** The largest cities are generated at build time; every other city renders on first request and is cached. */
export async function cityStaticParams() {
  return (await largestCities(PREBUILT_CITY_COUNT)).map((city) => ({ citySlug: city.id }));
}

export const cityCrumbs = (city: {
  id: string;
  name: string;
  state: string;
  shared_name?: boolean;
}): Crumb[] => [
  { name: "Cities", path: PATHS.cities },
  { name: cityLabel(city), path: cityOverviewPath(city.id) },
];

import "server-only";
import { notFound } from "next/navigation";
import type { Crumb } from "@/lib/seo/json-ld";
import { getCity, listCities } from "./queries";

export type CityParams = { params: Promise<{ citySlug: string }> };

/** The city of a city page, or the not-found screen (HTTP 404) for an unknown id. */
export async function cityOrNotFound(params: CityParams["params"]) {
  const city = await getCity((await params).citySlug);
  if (!city) notFound();
  return city;
}

/** Every known city is generated at build time; new ones render on first request. */
export async function cityStaticParams() {
  return (await listCities()).map((city) => ({ citySlug: city.id }));
}

export const cityCrumbs = (city: { id: string; name: string }): Crumb[] => [
  { name: "Cities", path: "/cities" },
  { name: city.name, path: `/healthy-restaurants/${city.id}` },
];

import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { CATALOGUE_TAGS, catalogueRead, cityTag } from "@/lib/catalogue/freshness";
import { isSlug } from "@/lib/http/input";
import {
  cityListItemSchema,
  cityOptionSchema,
  citySchema,
  placedCitySchema,
  popularCitySchema,
} from "./schema";

/** The city with that id, or null (also for an id no city could have: the page is then not found). */
export const getCity = catalogueRead(
  "get_city",
  async (id: string) => (isSlug(id) ? rpc("get_city", { city_id_param: id }, citySchema.nullable()) : null),
  (id) => [cityTag(id), CATALOGUE_TAGS.cityPages],
);

export const listCities = catalogueRead(
  "list_cities",
  () => rpc("list_cities", {}, z.array(cityListItemSchema)),
  () => [CATALOGUE_TAGS.cityList],
);

/** The cities within about 150 km of a position: the candidates for the nearest city. */
export const listCitiesNear = (latitude: number, longitude: number) =>
  rpc(
    "list_cities_near",
    { latitude_param: latitude, longitude_param: longitude },
    z.array(placedCitySchema),
  );

/** The ZIP code whose centre is nearest a position (within 20 miles), or null: where "near me" searches around. */
export const getNearestZipCode = (latitude: number, longitude: number) =>
  rpc("nearest_zip_code", { latitude_param: latitude, longitude_param: longitude }, z.string().nullable());

export const listCitiesByPrefix = (prefix: string, limit: number) =>
  rpc("list_cities_by_prefix", { prefix_param: prefix, result_limit: limit }, z.array(cityOptionSchema));

export const getPopularCities = (limit = 5) =>
  rpc("get_popular_cities", { city_limit: limit }, z.array(popularCitySchema));

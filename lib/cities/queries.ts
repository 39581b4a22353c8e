import "server-only";
import { cache } from "react";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { cityOptionSchema, citySchema, popularCitySchema } from "./schema";

export const getCity = cache((id: string) => rpc("get_city", { city_id_param: id }, citySchema.nullable()));

export const listCities = cache(() => rpc("list_cities", {}, z.array(citySchema)));

export const listCitiesByPrefix = (prefix: string, limit = 10) =>
  rpc("list_cities_by_prefix", { prefix_param: prefix, result_limit: limit }, z.array(cityOptionSchema));

export const getPopularCities = (limit = 5) =>
  rpc("get_popular_cities", { city_limit: limit }, z.array(popularCitySchema));

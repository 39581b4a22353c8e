import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { CATALOGUE_TAGS, catalogueRead } from "@/lib/catalogue/freshness";
import { locationSourceSchema, mealSourceSchema, menuCheckSchema } from "./schema";

const sources = () => [CATALOGUE_TAGS.sources];

/** Every source of the catalogue's meals with how many meals use it, most first; as of the last import. */
export const listMealSources = catalogueRead(
  "list_meal_sources",
  () => rpc("list_meal_sources", {}, z.array(mealSourceSchema)),
  sources,
);

/** Every source of the catalogue's locations with its counts, most locations first; as of the last import. */
export const listLocationSources = catalogueRead(
  "list_location_sources",
  () => rpc("list_location_sources", {}, z.array(locationSourceSchema)),
  sources,
);

/** Each restaurant name's menu date and its meals whose numbers don't add up; as of the last import. */
export const listMenuChecks = catalogueRead(
  "list_menu_checks",
  () => rpc("list_menu_checks", {}, z.array(menuCheckSchema)),
  sources,
);

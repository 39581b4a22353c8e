import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { locationSourceSchema, mealSourceSchema, menuCheckSchema } from "./schema";

/** Every source of the catalogue's meals with how many meals use it, most first; as of the last import. */
export const listMealSources = () => rpc("list_meal_sources", {}, z.array(mealSourceSchema));

/** Every source of the catalogue's locations with its counts, most locations first; as of the last import. */
export const listLocationSources = () => rpc("list_location_sources", {}, z.array(locationSourceSchema));

/** Each restaurant name's menu date and its meals whose numbers don't add up; as of the last import. */
export const listMenuChecks = () => rpc("list_menu_checks", {}, z.array(menuCheckSchema));

import "server-only";
import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { locationSourceSchema, mealSourceSchema } from "./schema";

/** Every source of the catalogue's meals with how many meals use it, most first; as of the last import. */
export const listMealSources = () => rpc("list_meal_sources", {}, z.array(mealSourceSchema));

/** Every source of the catalogue's locations with its counts, most locations first; as of the last import. */
export const listLocationSources = () => rpc("list_location_sources", {}, z.array(locationSourceSchema));

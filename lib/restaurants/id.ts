import { z } from "zod";

/** What every route answers (404) for a restaurant id that is malformed or names no restaurant. */
export const RESTAURANT_NOT_FOUND = "Invalid restaurant";

/** Restaurant ids are UUIDs: anything else names no restaurant, on every route and page. */
export const isRestaurantId = (value: unknown): value is string => z.guid().safeParse(value).success;

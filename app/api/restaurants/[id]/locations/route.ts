import { z } from "zod";
import { isSlug } from "@/lib/http/input";
import { badRequest, CDN_CACHE, jsonFrom, notFound, parseQuery } from "@/lib/http/server";
import { listRestaurantLocations } from "@/lib/restaurants/queries";
import { isRestaurantId, RESTAURANT_NOT_FOUND } from "@/lib/restaurants/id";

const querySchema = z.object({
  city: z.string().refine(isSlug, "must be a city id").optional(),
  zip: z
    .string()
    .regex(/^[0-9]{5}$/, "must be a five-digit ZIP code")
    .optional(),
  // Digits only, without a leading zero: "0x10", "1e1" and "010" are not a second address for one page.
  offset: z
    .string()
    .regex(/^(?:0|[1-9][0-9]{0,5})$/, "must be a whole number from 0 to 100000")
    .transform(Number)
    .pipe(z.number().max(100000, "must be a whole number from 0 to 100000"))
    .default(0),
});

/**
 * GET: one page of a restaurant's locations in a city (`?city=<id>`) or within 25 miles of a ZIP code (`?zip=`),
 * `{ total, locations }`, nearest first; 404 for an unknown restaurant.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isRestaurantId(id)) return notFound(RESTAURANT_NOT_FOUND);
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  const { city, zip, offset } = query.data;
  if (!city === !zip) return badRequest("Give either a city or a ZIP code.");
  const area = city ? { city } : { zip: zip! };
  return jsonFrom("Locations of a restaurant", () => listRestaurantLocations(id, area, offset), {
    cache: CDN_CACHE,
    missing: RESTAURANT_NOT_FOUND,
  });
}

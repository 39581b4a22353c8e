import { answerV1, preflight } from "@/lib/api/respond";
import { findPlaces } from "@/lib/api/reads";
import { placesQuerySchema } from "@/lib/api/schemas";
import { badRequest } from "@/lib/http/server";

/** GET ?zip= | ?city= | ?lat=&lon=, &page=: the restaurants with places there, nearest first. */
export const GET = (request: Request) =>
  answerV1(request, "v1 places", placesQuerySchema, async (query) => {
    const point = query.lat !== undefined || query.lon !== undefined;
    if (point && (query.lat === undefined || query.lon === undefined))
      return badRequest("lat and lon: give both, or neither.");
    const areas = [query.zip !== undefined, query.city !== undefined, point].filter(Boolean).length;
    if (areas !== 1) return badRequest("zip, city or lat and lon: give exactly one.");
    return { body: await findPlaces(query) };
  });

export const OPTIONS = preflight;

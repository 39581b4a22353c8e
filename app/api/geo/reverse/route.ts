import { z } from "zod";
import { jsonError } from "@/lib/backend/json-response";
import { reverseGeocode } from "@/lib/geo/reverse-geocode";

const querySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/** GET ?lat=&lon=: the city and state at a position ({ city: null } when none is found). */
export async function GET(request: Request) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return Response.json({ error: "lat and lon must be coordinates." }, { status: 400 });
  try {
    const place = await reverseGeocode({ latitude: query.data.lat, longitude: query.data.lon });
    return Response.json(place);
  } catch (error) {
    return jsonError("Reverse geocoding", error);
  }
}

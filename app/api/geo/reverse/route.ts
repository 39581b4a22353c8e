import { NextResponse } from "next/server";
import { z } from "zod";
import { reverseGeocode } from "@/lib/geo/reverse-geocode";
import { errorResponse, NO_STORE, parseQuery } from "@/lib/http/server";
import { clientKey } from "@/lib/security/client-key";
import { getNearestZipCode } from "@/lib/cities/queries";

const coordinate = (limit: number) =>
  z
    .string({ error: "lat and lon must be coordinates, each given once." })
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, "lat and lon must be coordinates.")
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, "lat and lon must be coordinates.");

const querySchema = z.object({ lat: coordinate(90), lon: coordinate(180) });

/**
 * GET ?lat=&lon=: the city and state at a position ({ city: null } when none is found), and the nearest ZIP code
 * (null beyond 20 miles), around which "near me" searches list places nearest first.
 */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  try {
    const [place, zip] = await Promise.all([
      reverseGeocode({ latitude: query.data.lat, longitude: query.data.lon }, await clientKey()),
      getNearestZipCode(query.data.lat, query.data.lon),
    ]);
    // The answer depends on the caller's throttle: for this client only.
    return NextResponse.json({ ...place, zip }, { headers: { "cache-control": NO_STORE } });
  } catch (error) {
    return errorResponse(error, "Reverse geocoding");
  }
}

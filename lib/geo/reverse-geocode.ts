import "server-only";
import { z } from "zod";
import { listCities } from "@/lib/cities/queries";
import { nearestCity, type Coordinates } from "./nearest-city";

export type Place = { city: string | null; state: string | null; source: "maps-service" | "known-cities" };

const DEFAULT_SERVICE_URL = "https://nominatim.openstreetmap.org/reverse";
const SERVICE_TIMEOUT_MS = 4000;

// REVERSE_GEOCODING=offline skips the public service (tests, offline use); REVERSE_GEOCODING_URL points elsewhere.
const configSchema = z.object({
  REVERSE_GEOCODING: z.enum(["service", "offline"]).catch("service"),
  REVERSE_GEOCODING_URL: z.url().catch(DEFAULT_SERVICE_URL),
});

const answerSchema = z.object({
  address: z
    .object({ city: z.string().optional(), town: z.string().optional(), village: z.string().optional(), state: z.string().optional() })
    .optional(),
});

/** SPEC §7.3: the public maps service, GET with format=json, lat and lon; reads city (or town, village) and state. */
async function fromService(url: string, { latitude, longitude }: Coordinates): Promise<Place> {
  const request = new URL(url);
  request.searchParams.set("format", "json");
  request.searchParams.set("lat", String(latitude));
  request.searchParams.set("lon", String(longitude));
  const response = await fetch(request, {
    headers: { "User-Agent": "MacroMenu/1.0 (restaurant nutrition finder)", Accept: "application/json" },
    signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Reverse geocoding answered ${response.status}`);
  const address = answerSchema.parse(await response.json()).address;
  return { city: address?.city ?? address?.town ?? address?.village ?? null, state: address?.state ?? null, source: "maps-service" };
}

/** Offline: the nearest city of our own catalogue, from the cities' coordinates. */
async function fromKnownCities(position: Coordinates): Promise<Place> {
  const city = nearestCity(position, await listCities());
  return { city: city?.name ?? null, state: city?.state ?? null, source: "known-cities" };
}

/** City and state for a position: the maps service, falling back to the nearest known city when it fails. */
export async function reverseGeocode(position: Coordinates): Promise<Place> {
  const config = configSchema.parse(process.env);
  if (config.REVERSE_GEOCODING === "offline") return fromKnownCities(position);
  try {
    return await fromService(config.REVERSE_GEOCODING_URL, position);
  } catch (error) {
    console.warn("Reverse geocoding service unavailable, using the nearest known city:", (error as Error).message);
    return fromKnownCities(position);
  }
}

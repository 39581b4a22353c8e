import "server-only";
import { z } from "zod";
import { listCitiesNear } from "@/lib/cities/queries";
import { createLruCache, createThrottle } from "./memo";
import { nearestCity, type Coordinates } from "./nearest-city";

export type Place = { city: string | null; state: string | null; source: "maps-service" | "known-cities" };

const DEFAULT_SERVICE_URL = "https://nominatim.openstreetmap.org/reverse";
/** Slower than this, the nearest known city answers instead. */
const SERVICE_TIMEOUT_MS = 1500;
/** Answers are kept for positions rounded to 2 decimals (about 1 km), for a day. */
const CACHE_DECIMALS = 2;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
// The public service asks sites for at most one request a second; each client gets one every 10 s.
const SITE_INTERVAL_MS = 1000;
const CLIENT_INTERVAL_MS = 10_000;

// REVERSE_GEOCODING=offline skips the public service (tests, offline use); REVERSE_GEOCODING_URL points elsewhere.
const configSchema = z.object({
  REVERSE_GEOCODING: z.enum(["service", "offline"]).catch("service"),
  REVERSE_GEOCODING_URL: z.url().catch(DEFAULT_SERVICE_URL),
});

const answerSchema = z.object({
  address: z
    .object({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      state: z.string().optional(),
    })
    .optional(),
});

/**
 * The public maps service (docs/product.md#current-location): GET with format=json, lat and lon; reads city
 * (or town, village) and state.
 */
async function fromService(
  url: string,
  { latitude, longitude }: Coordinates,
  fetchImpl: typeof fetch,
): Promise<Place> {
  const request = new URL(url);
  request.searchParams.set("format", "json");
  request.searchParams.set("lat", String(latitude));
  request.searchParams.set("lon", String(longitude));
  const response = await fetchImpl(request, {
    headers: { "User-Agent": "MacroMenu/1.0 (restaurant nutrition finder)", Accept: "application/json" },
    signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Reverse geocoding answered ${response.status}`);
  const address = answerSchema.parse(await response.json()).address;
  return {
    city: address?.city ?? address?.town ?? address?.village ?? null,
    state: address?.state ?? null,
    source: "maps-service",
  };
}

/** Offline: the nearest city of our own catalogue, from the coordinates of the cities around the position. */
async function fromKnownCities(position: Coordinates): Promise<Place> {
  const city = nearestCity(position, await listCitiesNear(position.latitude, position.longitude));
  return { city: city?.name ?? null, state: city?.state ?? null, source: "known-cities" };
}

const round = (value: number) => Number(value.toFixed(CACHE_DECIMALS));

/**
 * A reverse geocoder: the maps service for a rounded position, cached and throttled per client and for the site;
 * the nearest known city when the service is throttled, slow or refuses.
 */
export function createReverseGeocoder(options: { fetch?: typeof fetch; now?: () => number } = {}) {
  const cache = createLruCache<Place>(5000, CACHE_TTL_MS, options.now);
  const siteThrottle = createThrottle(SITE_INTERVAL_MS, 1, options.now);
  const clientThrottle = createThrottle(CLIENT_INTERVAL_MS, 10_000, options.now);
  return async function reverseGeocode(position: Coordinates, clientKey: string): Promise<Place> {
    const config = configSchema.parse(process.env);
    if (config.REVERSE_GEOCODING === "offline") return fromKnownCities(position);
    const rounded = { latitude: round(position.latitude), longitude: round(position.longitude) };
    const key = `${rounded.latitude},${rounded.longitude}`;
    const cached = cache.get(key);
    if (cached) return cached;
    if (!siteThrottle.tryTake("site") || !clientThrottle.tryTake(clientKey)) return fromKnownCities(position);
    try {
      const place = await fromService(config.REVERSE_GEOCODING_URL, rounded, options.fetch ?? fetch);
      cache.set(key, place);
      return place;
    } catch (error) {
      console.warn(
        "Reverse geocoding service unavailable, using the nearest known city:",
        (error as Error).message,
      );
      return fromKnownCities(position);
    }
  };
}

/** The server's reverse geocoder (one cache and throttle per server process). */
export const reverseGeocode = createReverseGeocoder();

export type Coordinates = { latitude: number; longitude: number };
export type PlacedCity = { name: string; state: string; latitude: number | null; longitude: number | null };

const EARTH_RADIUS_KM = 6371;
/** Farther than this from every known city, the position is not "in" any of them. */
const NEAREST_CITY_MAX_KM = 150;

/** Great-circle distance in km (haversine). */
function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The known city closest to a position, or null when none has coordinates within NEAREST_CITY_MAX_KM. */
export function nearestCity<C extends PlacedCity>(position: Coordinates, cities: C[]): C | null {
  let best: { city: C; km: number } | null = null;
  for (const city of cities) {
    if (city.latitude === null || city.longitude === null) continue;
    const km = distanceKm(position, { latitude: city.latitude, longitude: city.longitude });
    if (km <= NEAREST_CITY_MAX_KM && (!best || km < best.km)) best = { city, km };
  }
  return best?.city ?? null;
}

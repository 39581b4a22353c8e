// Addresses and coordinates for generated restaurant locations.
import { intBetween, type Rng } from "./prng";
import type { CitySeed } from "./types";

const DEFAULT_HALF_LAT = 0.03;
const DEFAULT_HALF_LNG = 0.035;

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A point on land near the city center (within about 6 km), inside the city's configured area. */
export function jitteredPoint(rng: Rng, city: CitySeed): { lat: number; lng: number } {
  const area = city.area ?? {
    box: [
      city.lat - DEFAULT_HALF_LAT,
      city.lat + DEFAULT_HALF_LAT,
      city.lng - DEFAULT_HALF_LNG,
      city.lng + DEFAULT_HALF_LNG,
    ] as [number, number, number, number],
  };
  if ("box" in area) {
    const [minLat, maxLat, minLng, maxLng] = area.box;
    return {
      lat: round6(minLat + rng() * (maxLat - minLat)),
      lng: round6(minLng + rng() * (maxLng - minLng)),
    };
  }
  const t = rng();
  const offset = (rng() * 2 - 1) * area.halfWidth;
  return {
    lat: round6(area.from[0] + t * (area.to[0] - area.from[0])),
    lng: round6(area.from[1] + t * (area.to[1] - area.from[1]) + offset),
  };
}

/** "<number> <street>, <City>, <ST> <ZIP>"; the ZIP rotates per location so a city's restaurants vary. */
export function streetAddress(rng: Rng, city: CitySeed, index: number): { address: string; street: string } {
  const [min, max] = city.numbers ?? [100, 2999];
  const street = city.streets[intBetween(rng, 0, city.streets.length - 1)]!;
  const zip = city.zips[index % city.zips.length]!;
  const number = intBetween(rng, min, max);
  return { address: `${number} ${street}, ${city.name}, ${city.state} ${zip}`, street };
}

/** Map links are a maps search by address (docs/product.md#map-links). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

type Place = { address: string | null; city: string | null; state: string | null; zip?: string | null };

/** A place's full postal line, as a maps search and a reader need it: '3710 Scott Street, Houston, TX 77004'. */
export function fullAddress(place: Place): string | null {
  if (!place.address) return null;
  const region = [place.state, place.zip].filter(Boolean).join(" ");
  return [place.address, place.city, region].filter(Boolean).join(", ");
}

/** 'City, ST' for a place, or null without a city. */
export const cityAndState = (place: { city: string | null; state?: string | null }) =>
  place.city ? (place.state ? `${place.city}, ${place.state}` : place.city) : null;

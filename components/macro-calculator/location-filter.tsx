"use client";

import { LocateFixed, MapPin } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useLoad } from "@/hooks/use-load";
import { API_PATHS } from "@/lib/pages/api-paths";
import { GEOLOCATION_TIMEOUT_MS } from "@/lib/macro-calculator/constants";

function locationFailed(error: unknown) {
  console.error("Location lookup failed:", error);
  toast.error("Location Error", {
    description: "Unable to get your current location. Please enter manually.",
  });
}

function currentPosition() {
  return new Promise<GeolocationPosition>((resolve, reject) => {
    if (!("geolocation" in navigator))
      return reject(new Error("Geolocation is not supported by this browser."));
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: 0,
    });
  });
}

/**
 * The optional location: a typed city or ZIP, or the browser's position. The position is said as its place,
 * "{city}, {state}", while the search keeps the precision of its nearest ZIP code: `value` (what the form sends) is
 * then that ZIP, shown as the place until the diner types.
 */
export function LocationFilter({
  value,
  onChange,
  formId,
}: {
  value: string;
  /** The location the form sends, and how the box says it (the place, for a located ZIP code). */
  onChange: (value: string, shown: string) => void;
  /** The targets' form, which sends the location with them. */
  formId: string;
}) {
  const [locating, setLocating] = useState(false);
  const { load } = useLoad();
  // The place the position was said as, and the ZIP code searched for it.
  const [located, setLocated] = useState<{ label: string; zip: string } | null>(null);
  const showsPlace = located !== null && value === located.zip;
  const shown = showsPlace ? located.label : value;

  async function useCurrentLocation() {
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      const place = await load(API_PATHS.reverseGeocode(coords.latitude, coords.longitude), locationFailed);
      if (!place) return;
      if (!place.city && !place.zip) {
        toast("Location Found", { description: "Unable to determine city name from your location." });
        return;
      }
      const label = place.city ? (place.state ? `${place.city}, ${place.state}` : place.city) : place.zip!;
      // The nearest ZIP code, so the matches are those within 25 miles, nearest first; else the city.
      if (place.zip) {
        setLocated({ label, zip: place.zip });
        onChange(place.zip, label);
      } else {
        setLocated(null);
        onChange(label, label);
      }
      toast.success("Location Found!", { description: `Set location to ${label}` });
    } catch (error) {
      locationFailed(error);
    } finally {
      setLocating(false);
    }
  }

  const trimmed = shown.trim();
  return (
    <div className="space-y-2 rounded-lg border bg-muted/40 p-4">
      <label htmlFor="macro-location" className="text-sm font-medium">
        Location (optional)
      </label>
      <div className="flex flex-col gap-2">
        <Input
          id="macro-location"
          // Sent with the targets' form (outside it in the page) when it posts before JavaScript runs; a located
          // place sends its ZIP code instead (below).
          name={showsPlace ? undefined : "location"}
          form={formId}
          value={shown}
          onChange={(event) => {
            setLocated(null);
            onChange(event.target.value, event.target.value);
          }}
          placeholder="Enter city or zipcode"
          autoComplete="postal-code"
          maxLength={100}
        />
        {showsPlace ? <input type="hidden" name="location" form={formId} value={value} /> : null}
        <Button type="button" variant="outline" onClick={useCurrentLocation} disabled={locating}>
          <LocateFixed aria-hidden /> {locating ? "Locating..." : "Use Current Location"}
        </Button>
      </div>
      {trimmed ? (
        <p className="flex items-center gap-1 text-sm text-muted-foreground" aria-live="polite">
          <MapPin aria-hidden className="size-4" /> Filtering in: {trimmed}
        </p>
      ) : null}
    </div>
  );
}

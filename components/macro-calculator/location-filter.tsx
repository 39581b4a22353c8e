"use client";

import { LocateFixed, MapPin } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { getJson } from "@/lib/http/client";
import { API_PATHS } from "@/lib/site/paths";
import { GEOLOCATION_TIMEOUT_MS } from "@/lib/macro-calculator/constants";

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

/** The optional location: typed city or ZIP, or the browser's position turned into its nearest ZIP code. */
export function LocationFilter({
  value,
  onChange,
  formId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The targets' form, which sends the location with them. */
  formId: string;
}) {
  const [locating, setLocating] = useState(false);

  async function useCurrentLocation() {
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      const place = await getJson(API_PATHS.reverseGeocode(coords.latitude, coords.longitude));
      if (!place.city && !place.zip) {
        toast("Location Found", { description: "Unable to determine city name from your location." });
        return;
      }
      // The nearest ZIP code, so the matches are those within 25 miles, nearest first; else the city.
      const location = place.zip ?? (place.state ? `${place.city}, ${place.state}` : place.city!);
      onChange(location);
      toast.success("Location Found!", { description: `Set location to ${location}` });
    } catch (error) {
      console.error("Location lookup failed:", error);
      toast.error("Location Error", {
        description: "Unable to get your current location. Please enter manually.",
      });
    } finally {
      setLocating(false);
    }
  }

  const trimmed = value.trim();
  return (
    <div className="space-y-2 rounded-lg border bg-muted/40 p-4">
      <label htmlFor="macro-location" className="text-sm font-medium">
        Location (optional)
      </label>
      <div className="flex flex-col gap-2">
        <Input
          id="macro-location"
          // Sent with the targets' form (outside it in the page) when it posts before JavaScript runs.
          name="location"
          form={formId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Enter city or zipcode"
          autoComplete="postal-code"
          maxLength={100}
        />
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

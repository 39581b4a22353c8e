"use client";

import { useEffect, useState } from "react";
import type { CityOption } from "@/lib/cities/schema";
import { getJson, toastApiError } from "@/lib/http/client";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "@/lib/search/constants";
import { isZipCode } from "@/lib/search/zip-code";
import { API_PATHS } from "@/lib/site/paths";

/**
 * Cities whose name starts with the text, asked for 300 ms after the last keystroke
 * (docs/product.md#autocomplete). Blank text and ZIP codes ask for nothing. `enabled` is false while a city is
 * being shown, so choosing one does not reopen it.
 */
export function useCityAutocomplete(text: string, enabled: boolean) {
  const [cities, setCities] = useState<CityOption[]>([]);
  const term = text.trim();
  const active = enabled && term !== "" && !isZipCode(term);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const found = await getJson<CityOption[]>(API_PATHS.cities(term), controller.signal);
        setCities(found);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        toastApiError(error, "Search Error", "Could not perform city search.");
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, term]);

  return active ? cities : [];
}

"use client";

import { useApi } from "@/hooks/use-api";
import { useDebounced } from "@/hooks/use-debounced";
import { toastApiError } from "@/lib/http/client";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "@/lib/search/constants";
import { isZipCode } from "@/lib/search/zip-code";
import { API_PATHS } from "@/lib/pages/api-paths";

/**
 * Cities whose name starts with the text, asked for 300 ms after the last keystroke
 * (docs/product.md#autocomplete). Blank text and ZIP codes ask for nothing. `enabled` is false while a city is
 * being shown, so choosing one does not reopen it.
 */
export function useCityAutocomplete(text: string, enabled: boolean) {
  const term = text.trim();
  const active = enabled && term !== "" && !isZipCode(term);
  const asked = useDebounced(active ? term : "", AUTOCOMPLETE_DEBOUNCE_MS);
  const { data: cities } = useApi(active && asked !== "" ? API_PATHS.cities(asked) : null, {
    keepPrevious: true,
    onError: (error) => {
      console.error(error);
      toastApiError(error, "Search Error", "Could not perform city search.");
    },
  });
  return active ? (cities ?? []) : [];
}

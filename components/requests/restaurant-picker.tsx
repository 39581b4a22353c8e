"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useApi } from "@/hooks/use-api";
import { useDebounced } from "@/hooks/use-debounced";
import { toastApiError } from "@/lib/http/client";
import { RESTAURANT_PICKER_DEBOUNCE_MS, RESTAURANTS_LIST_ERROR } from "@/lib/requests/constants";
import type { RestaurantOption } from "@/lib/restaurants/schema";
import { API_PATHS } from "@/lib/pages/api-paths";
import { FormField } from "./form-field";

/** A restaurant's option: an independent one with its city, a chain (every location shares its menu) by name. */
export const restaurantOptionLabel = (r: RestaurantOption) =>
  r.city ? `${r.name} (${r.city}, ${r.state})` : `${r.name} (all locations)`;

/**
 * 'A restaurant on the site' (docs/product.md#request-forms): the list holds the first restaurants by name, and a
 * search by a part of the name or the city replaces them, so the page never carries every restaurant. The chosen
 * restaurant stays in the list while the search changes.
 */
export function RestaurantPicker({
  initial,
  field,
  error,
}: {
  initial: RestaurantOption[];
  /** The select's name and the restaurant it shows chosen first. */
  field: { name: "restaurant_id"; defaultValue: string };
  error?: string;
}) {
  const [term, setTerm] = useState("");
  const [chosen, setChosen] = useState<RestaurantOption | null>(null);
  const wanted = useDebounced(term.trim(), term.trim() ? RESTAURANT_PICKER_DEBOUNCE_MS : 0);
  const { data: matches } = useApi(wanted ? API_PATHS.restaurantOptions(wanted) : null, {
    keepPrevious: true,
    onError: (error) =>
      toastApiError(error, RESTAURANTS_LIST_ERROR.title, RESTAURANTS_LIST_ERROR.description),
  });
  const found = wanted ? (matches ?? initial) : initial;

  const options = chosen && !found.some((r) => r.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <>
      <FormField
        id="meal-restaurant-search"
        label="Find a restaurant"
        hint="Type a part of its name or its city, then choose it in the list."
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            // Enter searches at once instead of submitting the request.
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
            maxLength={100}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id="meal-restaurant" label="Restaurant" required error={error}>
        {(control) => (
          <NativeSelect
            {...control}
            {...field}
            onChange={(event) => setChosen(options.find((r) => r.id === event.target.value) ?? null)}
          >
            <NativeSelectOption value="">Select a Restaurant</NativeSelectOption>
            {options.map((r) => (
              <NativeSelectOption key={r.id} value={r.id}>
                {restaurantOptionLabel(r)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </>
  );
}

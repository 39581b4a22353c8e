"use client";

import { memo, useId } from "react";
import { useHydrated } from "@/hooks/use-hydrated";
import { Field, FieldLabel } from "@/components/ui/field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { RestaurantOption } from "@/lib/restaurants/schema";

type Props = {
  restaurants: RestaurantOption[];
  value: string;
  onChange: (id: string) => void;
};

/** The options, re-rendered only when the list changes (not when the picker becomes ready after hydration). */
const RestaurantOptions = memo(function RestaurantOptions({
  restaurants,
}: {
  restaurants: RestaurantOption[];
}) {
  return restaurants.map((restaurant) => (
    <NativeSelectOption key={restaurant.id} value={restaurant.id}>
      {restaurant.city ? `${restaurant.name} — ${restaurant.city}` : restaurant.name}
    </NativeSelectOption>
  ));
});

/**
 * A native select: it stays fast and keyboard-friendly (type to jump) with thousands of restaurants, and phones show
 * their own picker. Until the page is interactive it is disabled and says it is loading rather than doing nothing.
 */
export function RestaurantPicker({ restaurants, value, onChange }: Props) {
  const id = useId();
  const ready = useHydrated();
  return (
    <Field className="gap-2">
      <FieldLabel htmlFor={id}>Restaurant</FieldLabel>
      <NativeSelect
        id={id}
        value={value}
        disabled={!ready}
        onChange={(event) => onChange(event.target.value)}
        className="h-10"
      >
        <NativeSelectOption value="" disabled>
          {ready ? "Select a Restaurant" : "Loading restaurants..."}
        </NativeSelectOption>
        <RestaurantOptions restaurants={restaurants} />
      </NativeSelect>
    </Field>
  );
}

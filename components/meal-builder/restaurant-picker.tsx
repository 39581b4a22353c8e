"use client";

import { useId } from "react";
import { Field, FieldLabel } from "@/components/ui/field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { RestaurantOption } from "@/lib/restaurants/schema";

type Props = {
  restaurants: RestaurantOption[];
  value: string;
  onChange: (id: string) => void;
  /** False until the page is interactive: the picker says it is loading rather than doing nothing. */
  ready: boolean;
};

/**
 * A native select: it stays fast and keyboard-friendly (type to jump) with thousands of restaurants, and phones show
 * their own picker.
 */
export function RestaurantPicker({ restaurants, value, onChange, ready }: Props) {
  const id = useId();
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
        {restaurants.map((restaurant) => (
          <NativeSelectOption key={restaurant.id} value={restaurant.id}>
            {restaurant.name} — {restaurant.city}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </Field>
  );
}

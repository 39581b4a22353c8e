"use client";

import { useId } from "react";
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
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        Restaurant
      </label>
      <select
        id={id}
        value={value}
        disabled={!ready}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60 md:text-sm"
      >
        <option value="" disabled>
          {ready ? "Select a Restaurant" : "Loading restaurants..."}
        </option>
        {restaurants.map((restaurant) => (
          <option key={restaurant.id} value={restaurant.id}>
            {restaurant.name} — {restaurant.city}
          </option>
        ))}
      </select>
    </div>
  );
}

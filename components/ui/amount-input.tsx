import type * as React from "react";

import { Input } from "@/components/ui/input";

/**
 * A number field for an amount of a nutrient (g, kcal, mg): 0 or more, any decimal unless `step` says otherwise,
 * with the decimal keypad on phones. While `error` is set it is marked invalid and described by the element with
 * the id `${id}-error`, which shows the error.
 */
export function AmountInput({
  id,
  error,
  ...props
}: Omit<React.ComponentProps<"input">, "id" | "type" | "inputMode" | "min"> & {
  id: string;
  error?: string | false;
}) {
  return (
    <Input
      id={id}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...props}
    />
  );
}

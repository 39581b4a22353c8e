import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/**
 * An amount the calculator's forms take: a number of 0 or more, any decimals unless `step` says otherwise (a
 * phone shows its decimal keypad). With an error the input is marked invalid and described by the error's
 * paragraph, whose id is `<id>-error`.
 */
export function AmountInput({
  id,
  error,
  ...props
}: Omit<ComponentProps<typeof Input>, "type" | "inputMode" | "min"> & { id: string; error?: string }) {
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

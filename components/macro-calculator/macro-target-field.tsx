"use client";

import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MACRO_FIELD_SETTINGS, type MacroField } from "@/lib/macro-calculator/constants";

type Props = { field: MacroField; value: string; error?: string; onChange: (value: string) => void };

/** One macro target: a slider (0 to the field's maximum) paired with a number input; empty means no target. */
export function MacroTargetField({ field: name, value, error, onChange }: Props) {
  const settings = MACRO_FIELD_SETTINGS[name];
  const inputId = `target-${name}`;
  const label = `${settings.label} (${settings.unit})`;
  const numeric = Number(value);
  const sliderValue = value.trim() === "" || !Number.isFinite(numeric) ? 0 : Math.min(numeric, settings.max);
  return (
    <Field className="gap-2">
      <div className="flex items-center justify-between gap-3">
        <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
        <Input
          id={inputId}
          name={name}
          type="number"
          inputMode="decimal"
          min={0}
          max={settings.limit}
          step={settings.step}
          placeholder="Any"
          className="w-24 text-right"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {/* A native range: its value is in the server's HTML and it needs no script to be a slider. */}
      <input
        type="range"
        min={0}
        max={settings.max}
        step={settings.step}
        value={sliderValue}
        onChange={(event) => onChange(event.target.value)}
        aria-label={`${settings.label} slider`}
        className={`block h-4 w-full cursor-pointer accent-primary${value.trim() === "" ? " opacity-50" : ""}`}
      />
      <FieldError id={`${inputId}-error`} className="font-normal">
        {error}
      </FieldError>
    </Field>
  );
}

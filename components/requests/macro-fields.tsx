import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";

type MacroValues = { protein: string; carbs: string; fat: string; sugar: string; calories: string };

const TEXT_MACROS = [
  { name: "protein", label: "Protein", placeholder: "e.g. 42g" },
  { name: "carbs", label: "Carbs", placeholder: "e.g. 35g" },
  { name: "fat", label: "Fat", placeholder: "e.g. 12g" },
  { name: "sugar", label: "Sugar", placeholder: "e.g. 6g" },
] as const;

/** Protein, carbs, fat and sugar as written on the menu, and calories as a whole number. */
export function MacroFields<T extends MacroValues>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // The generic form shares these five fields; narrowing to them keeps register typed.
  const reg = register as unknown as UseFormRegister<MacroValues>;
  const errs = errors as FieldErrors<MacroValues>;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      {TEXT_MACROS.map((macro) => (
        <FormField
          key={macro.name}
          id={`${idPrefix}-${macro.name}`}
          label={macro.label}
          error={errs[macro.name]?.message}
        >
          {(control) => (
            <Input {...control} {...reg(macro.name)} placeholder={macro.placeholder} autoComplete="off" />
          )}
        </FormField>
      ))}
      <FormField id={`${idPrefix}-calories`} label="Calories" error={errs.calories?.message}>
        {(control) => (
          <Input
            {...control}
            {...reg("calories")}
            inputMode="decimal"
            placeholder="e.g. 540"
            autoComplete="off"
          />
        )}
      </FormField>
    </div>
  );
}

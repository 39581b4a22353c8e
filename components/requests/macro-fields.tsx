import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";

type MacroName = "protein" | "carbs" | "fat" | "sugar" | "calories";

const TEXT_MACROS = [
  { name: "protein", label: "Protein", placeholder: "e.g. 42g" },
  { name: "carbs", label: "Carbs", placeholder: "e.g. 35g" },
  { name: "fat", label: "Fat", placeholder: "e.g. 12g" },
  { name: "sugar", label: "Sugar", placeholder: "e.g. 6g" },
] as const;

/** Protein, carbs, fat and sugar as written on the menu, and calories as a whole number. */
export function MacroFields({
  idPrefix,
  field,
  errors,
}: {
  idPrefix: string;
  /** A field's name and the value it shows first (the form's `field`). */
  field: (name: MacroName) => { name: string; defaultValue: string };
  errors: Partial<Record<MacroName, string>>;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      {TEXT_MACROS.map((macro) => (
        <FormField
          key={macro.name}
          id={`${idPrefix}-${macro.name}`}
          label={macro.label}
          error={errors[macro.name]}
        >
          {(control) => (
            <Input {...control} {...field(macro.name)} placeholder={macro.placeholder} autoComplete="off" />
          )}
        </FormField>
      ))}
      <FormField id={`${idPrefix}-calories`} label="Calories" error={errors.calories}>
        {(control) => (
          <Input
            {...control}
            {...field("calories")}
            inputMode="decimal"
            placeholder="e.g. 540"
            autoComplete="off"
          />
        )}
      </FormField>
    </div>
  );
}

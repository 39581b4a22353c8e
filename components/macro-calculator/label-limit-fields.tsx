import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { DRINKS_INCLUDED, DRINKS_PARAM } from "@/lib/macro-calculator/constants";
import { AmountInput } from "@/components/ui/amount-input";
import {
  LABEL_LIMIT_FIELDS,
  LABEL_LIMIT_SETTINGS,
  labelLimitLabel,
  type LabelLimitField,
  type LabelLimitsInput,
} from "@/lib/nutrition/label-limits";

/**
 * The calculator's optional sodium cap, fiber floor and net-carbs cap: number inputs named as the query's
 * parameters (sodium, fiber, netCarbs), empty by default (no limit), so the GET form sends them before JavaScript runs; and whether drinks are
 * searched too (drinks=include), which they are not by default.
 */
export function LabelLimitFields({
  values,
  errors,
  onChange,
}: {
  values: LabelLimitsInput;
  errors: Partial<Record<LabelLimitField, string>>;
  onChange: (field: LabelLimitField | typeof DRINKS_PARAM, value: string) => void;
}) {
  return (
    <fieldset className="space-y-3 border-t pt-4">
      <legend className="sr-only">Optional label limits</legend>
      <p className="text-sm text-muted-foreground">
        Optional: a meal whose menu does not publish its sodium or fiber never passes a limit on it, and
        without its fiber its net carbs are unknown.
      </p>
      {LABEL_LIMIT_FIELDS.map((field) => {
        const id = `limit-${field}`;
        const error = errors[field];
        return (
          <Field key={field} className="gap-2">
            <div className="flex items-center justify-between gap-3">
              <FieldLabel htmlFor={id}>{labelLimitLabel(field)}</FieldLabel>
              <AmountInput
                id={id}
                name={field}
                max={LABEL_LIMIT_SETTINGS[field].limit}
                placeholder="Any"
                className="w-24 text-right"
                value={values[field]}
                onChange={(event) => onChange(field, event.target.value)}
                error={error}
              />
            </div>
            <FieldError id={`${id}-error`} className="font-normal">
              {error}
            </FieldError>
          </Field>
        );
      })}
      <div className="flex items-center gap-3">
        <input
          id="limit-drinks"
          name={DRINKS_PARAM}
          type="checkbox"
          value={DRINKS_INCLUDED}
          checked={values.drinks === DRINKS_INCLUDED}
          onChange={(event) => onChange(DRINKS_PARAM, event.target.checked ? DRINKS_INCLUDED : "")}
          className="size-4 accent-primary"
        />
        <label htmlFor="limit-drinks" className="text-sm font-medium">
          Include drinks (protein shakes, smoothies, milk)
        </label>
      </div>
    </fieldset>
  );
}

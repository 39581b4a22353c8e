"use client";

import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { reportWrongNumberAction } from "@/lib/requests/actions";
import { CORRECTION_FIELDS, HONEYPOT_FIELD } from "@/lib/requests/constants";
import { EMPTY_CORRECTION } from "@/lib/requests/fields";
import { FormField, HoneypotField, FormAnswer } from "./form-field";
import { PhotoField } from "./photo-field";
import { SubmitButton } from "./submit-button";
import { useSubmissionForm } from "./use-submission-form";

const FIELD_NAMES: Record<(typeof CORRECTION_FIELDS)[number], string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  sugar: "Sugar",
};

/** 'Report a wrong number' on one meal: which value, what it should be, and a link or photo of the source. */
export function CorrectionForm({
  mealId,
  values,
  permalink,
}: {
  mealId: string;
  /** The meal's values as the site shows them now, by field. */
  values: Partial<Record<(typeof CORRECTION_FIELDS)[number], string | null>>;
  permalink: string;
}) {
  const { state, pending, hydrated, errors, field, photoError, onPhotoChoose, formProps } = useSubmissionForm(
    () => import("@/lib/requests/schema").then((module) => module.correctionSchema),
    reportWrongNumberAction,
    { ...EMPTY_CORRECTION, meal_id: mealId },
    permalink,
  );

  return (
    <form {...formProps} className="relative grid gap-5">
      <input type="hidden" name="meal_id" value={mealId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="correction-field" label="Which value is wrong?" required error={errors.field}>
          {(control) => (
            <NativeSelect {...control} {...field("field")}>
              <NativeSelectOption value="">Choose a value</NativeSelectOption>
              {CORRECTION_FIELDS.map((field) => (
                <NativeSelectOption key={field} value={field}>
                  {`${FIELD_NAMES[field]} (now ${values[field] || "not given"})`}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="correction-value" label="What it should be" required error={errors.proposed_value}>
          {(control) => <Input {...control} {...field("proposed_value")} autoComplete="off" />}
        </FormField>
      </div>
      <FormField
        id="correction-link"
        label="Link to the source"
        hint="The restaurant's nutrition page or menu. Or add a photo of it below."
        error={errors.source_url}
      >
        {(control) => (
          <Input {...control} {...field("source_url")} type="url" inputMode="url" placeholder="https://" />
        )}
      </FormField>
      <PhotoField
        id="correction-photo"
        label="Photo of the source"
        error={photoError}
        hydrated={hydrated}
        onChoose={onPhotoChoose}
      />
      <FormField id="correction-notes" label="Notes for our team" error={errors.user_notes}>
        {(control) => <Textarea {...control} {...field("user_notes")} />}
      </FormField>
      <HoneypotField name={HONEYPOT_FIELD} />
      <FormAnswer hydrated={hydrated} state={state} />
      <SubmitButton pending={pending} label="Send Report" />
    </form>
  );
}

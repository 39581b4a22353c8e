"use client";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { suggestCityAction } from "@/lib/requests/actions";
import { HONEYPOT_FIELD } from "@/lib/requests/constants";
import { EMPTY_CITY_SUGGESTION } from "@/lib/requests/fields";
import { citySuggestionSchema } from "@/lib/requests/schema";
import { FormField, HoneypotField, FormAnswer } from "./form-field";
import { SubmitButton } from "./submit-button";
import { useSubmissionForm } from "./use-submission-form";

/** 'Suggest a City': a city we should cover next. */
export function CitySuggestionForm({ permalink }: { permalink: string }) {
  const { form, state, pending, formRef, formAction, onSubmit, hydrated } = useSubmissionForm(
    citySuggestionSchema,
    suggestCityAction,
    EMPTY_CITY_SUGGESTION,
    permalink,
  );
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="relative grid gap-5">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField id="city-name" label="City name" required error={errors.city_name?.message}>
          {(control) => <Input {...control} {...register("city_name")} autoComplete="address-level2" />}
        </FormField>
        <FormField id="city-state" label="State" required error={errors.state?.message}>
          {(control) => <Input {...control} {...register("state")} autoComplete="address-level1" />}
        </FormField>
      </div>
      <FormField id="city-description" label="Why this city?" error={errors.description?.message}>
        {(control) => <Textarea {...control} {...register("description")} />}
      </FormField>
      <FormField id="city-notes" label="Notes for our team" error={errors.user_notes?.message}>
        {(control) => <Textarea {...control} {...register("user_notes")} />}
      </FormField>
      <HoneypotField name={HONEYPOT_FIELD} />
      <FormAnswer hydrated={hydrated} state={state} />
      <SubmitButton pending={pending} label="Suggest City" />
    </form>
  );
}

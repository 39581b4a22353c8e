"use client";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { suggestCityAction } from "@/lib/requests/actions";
import { HONEYPOT_FIELD } from "@/lib/requests/constants";
import { EMPTY_CITY_SUGGESTION } from "@/lib/requests/fields";
import { FormField, HoneypotField, FormAnswer } from "./form-field";
import { SubmitButton } from "./submit-button";
import { useSubmissionForm } from "./use-submission-form";

/** 'Suggest a City': a city we should cover next. */
export function CitySuggestionForm({ permalink }: { permalink: string }) {
  const { state, pending, hydrated, errors, field, formProps } = useSubmissionForm(
    () => import("@/lib/requests/schema").then((module) => module.citySuggestionSchema),
    suggestCityAction,
    EMPTY_CITY_SUGGESTION,
    permalink,
  );

  return (
    <form {...formProps} className="relative grid gap-5">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField id="city-name" label="City name" required error={errors.city_name}>
          {(control) => <Input {...control} {...field("city_name")} autoComplete="address-level2" />}
        </FormField>
        <FormField id="city-state" label="State" required error={errors.state}>
          {(control) => <Input {...control} {...field("state")} autoComplete="address-level1" />}
        </FormField>
      </div>
      <FormField id="city-description" label="Why this city?" error={errors.description}>
        {(control) => <Textarea {...control} {...field("description")} />}
      </FormField>
      <FormField id="city-notes" label="Notes for our team" error={errors.user_notes}>
        {(control) => <Textarea {...control} {...field("user_notes")} />}
      </FormField>
      <HoneypotField name={HONEYPOT_FIELD} />
      <FormAnswer hydrated={hydrated} state={state} />
      <SubmitButton pending={pending} label="Suggest City" />
    </form>
  );
}

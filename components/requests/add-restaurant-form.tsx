"use client";

import { useCityAutocomplete } from "@/components/search/use-city-autocomplete";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { addRestaurantAction } from "@/lib/requests/actions";
import { HONEYPOT_FIELD } from "@/lib/requests/constants";
import { EMPTY_ADD_RESTAURANT } from "@/lib/requests/fields";
import { FormField, HoneypotField, FormAnswer } from "./form-field";
import { MacroFields } from "./macro-fields";
import { PhotoField } from "./photo-field";
import { SubmitButton } from "./submit-button";
import { useSubmissionForm } from "./use-submission-form";

/**
 * 'Add a Restaurant': a restaurant request, or a restaurant suggestion when a meal is included (then the city must
 * be one we cover, and a description is needed).
 */
export function AddRestaurantForm({ permalink }: { permalink: string }) {
  const { state, pending, hydrated, values, errors, field, setValue, photoError, onPhotoChoose, formProps } =
    useSubmissionForm(
      () => import("@/lib/requests/schema").then((module) => module.addRestaurantSchema),
      addRestaurantAction,
      EMPTY_ADD_RESTAURANT,
      permalink,
    );
  const withMeal = values.include_meal === "yes";
  // The covered cities whose name starts with what is typed, from the city autocomplete's route.
  const cityNames = [...new Set(useCityAutocomplete(values.city ?? "", true).map((city) => city.name))];

  return (
    <form {...formProps} className="relative grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="restaurant-name" label="Restaurant name" required error={errors.name}>
          {(control) => <Input {...control} {...field("name")} autoComplete="organization" />}
        </FormField>
        <FormField id="restaurant-city" label="City" required error={errors.city}>
          {(control) => (
            <Input {...control} {...field("city")} list="known-cities" autoComplete="address-level2" />
          )}
        </FormField>
      </div>
      <datalist id="known-cities">
        {cityNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormField id="restaurant-address" label="Address" required error={errors.address}>
        {(control) => <Input {...control} {...field("address")} autoComplete="street-address" />}
      </FormField>
      <FormField
        id="restaurant-website"
        label="Website"
        error={errors.website}
        hint="For example https://example.com"
      >
        {(control) => (
          <Input {...control} {...field("website")} type="url" inputMode="url" autoComplete="url" />
        )}
      </FormField>
      <FormField
        id="restaurant-description"
        label="Description"
        required={withMeal}
        error={errors.description}
      >
        {(control) => (
          <Textarea {...control} {...field("description")} placeholder="What kind of food do they serve?" />
        )}
      </FormField>
      <input type="hidden" name="include_meal" value={values.include_meal} />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={withMeal}
          onChange={(event) => setValue("include_meal", event.target.checked ? "yes" : "no")}
        />
        <span>I know a meal there and its nutrition (the restaurant must be in a city we already cover)</span>
      </label>
      {withMeal ? (
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">The meal</legend>
          <FormField id="restaurant-meal-name" label="Meal name" required error={errors.meal_name}>
            {(control) => <Input {...control} {...field("meal_name")} autoComplete="off" />}
          </FormField>
          <MacroFields idPrefix="restaurant-meal" field={field} errors={errors} />
        </fieldset>
      ) : null}
      <PhotoField
        id="restaurant-photo"
        label="Photo of the restaurant or a meal"
        error={photoError}
        hydrated={hydrated}
        onChoose={onPhotoChoose}
      />
      <FormField id="restaurant-notes" label="Notes for our team" error={errors.user_notes}>
        {(control) => <Textarea {...control} {...field("user_notes")} />}
      </FormField>
      <HoneypotField name={HONEYPOT_FIELD} />
      <FormAnswer hydrated={hydrated} state={state} />
      <SubmitButton pending={pending} label={withMeal ? "Submit Suggestion" : "Submit Restaurant"} />
    </form>
  );
}

"use client";

import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { submitMealRequestAction } from "@/lib/requests/actions";
import { HONEYPOT_FIELD } from "@/lib/requests/constants";
import { EMPTY_MEAL_REQUEST } from "@/lib/requests/fields";
import type { RestaurantOption } from "@/lib/restaurants/schema";
import { FormField, HoneypotField, FormAnswer } from "./form-field";
import { MacroFields } from "./macro-fields";
import { PhotoField } from "./photo-field";
import { RestaurantPicker, restaurantOptionLabel } from "./restaurant-picker";
import { SubmitButton } from "./submit-button";
import { useSubmissionForm } from "./use-submission-form";

/**
 * 'Request a Meal': a meal for a restaurant we list (`restaurants`: the picker's first ones), or for a new one;
 * locked to one restaurant when given.
 */
export function MealRequestForm({
  restaurants,
  lockedRestaurant,
  permalink,
}: {
  restaurants: RestaurantOption[];
  lockedRestaurant: RestaurantOption | null;
  permalink: string;
}) {
  const defaults = lockedRestaurant
    ? { ...EMPTY_MEAL_REQUEST, restaurant_mode: "existing" as const, restaurant_id: lockedRestaurant.id }
    : EMPTY_MEAL_REQUEST;
  const { state, pending, hydrated, values, errors, field, photoError, onPhotoChoose, formProps } =
    useSubmissionForm(
      () => import("@/lib/requests/schema").then((module) => module.mealRequestSchema),
      submitMealRequestAction,
      defaults,
      permalink,
    );
  const mode = values.restaurant_mode;

  return (
    <form {...formProps} className="relative grid gap-5">
      <fieldset className="grid gap-3" disabled={Boolean(lockedRestaurant)}>
        <legend className="mb-2 text-sm font-medium">Which restaurant serves it?</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(
            [
              ["existing", "A restaurant on the site"],
              ["new", "A new restaurant"],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="flex items-center gap-2">
              <input
                type="radio"
                name="restaurant_mode"
                value={mode}
                defaultChecked={values.restaurant_mode === mode}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {lockedRestaurant ? (
        <>
          {/* Disabled controls are not posted: the locked choice travels in hidden fields. */}
          <input type="hidden" name="restaurant_mode" value="existing" />
          <input type="hidden" name="restaurant_id" value={lockedRestaurant.id} />
          <FormField id="meal-restaurant" label="Restaurant" hint="This request is for this restaurant.">
            {(control) => (
              <NativeSelect {...control} disabled value={lockedRestaurant.id}>
                <NativeSelectOption value={lockedRestaurant.id}>
                  {restaurantOptionLabel(lockedRestaurant)}
                </NativeSelectOption>
              </NativeSelect>
            )}
          </FormField>
        </>
      ) : mode === "new" ? (
        <FormField
          id="meal-restaurant-name"
          label="New restaurant name"
          required
          error={errors.restaurant_name}
        >
          {(control) => <Input {...control} {...field("restaurant_name")} autoComplete="off" />}
        </FormField>
      ) : (
        <RestaurantPicker initial={restaurants} field={field("restaurant_id")} error={errors.restaurant_id} />
      )}
      <FormField id="meal-name" label="Meal name" required error={errors.meal_name}>
        {(control) => <Input {...control} {...field("meal_name")} autoComplete="off" />}
      </FormField>
      <MacroFields idPrefix="meal" field={field} errors={errors} />
      <FormField id="meal-description" label="Description" error={errors.description}>
        {(control) => <Textarea {...control} {...field("description")} placeholder="What comes in it?" />}
      </FormField>
      <PhotoField
        id="meal-photo"
        label="Photo of the meal"
        error={photoError}
        hydrated={hydrated}
        onChoose={onPhotoChoose}
      />
      <FormField id="meal-notes" label="Notes for our team" error={errors.user_notes}>
        {(control) => <Textarea {...control} {...field("user_notes")} />}
      </FormField>
      <HoneypotField name={HONEYPOT_FIELD} />
      <FormAnswer hydrated={hydrated} state={state} />
      <SubmitButton pending={pending} label="Submit Meal Request" />
    </form>
  );
}

"use client";

import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { submitMealRequestAction } from "@/lib/requests/actions";
import { HONEYPOT_FIELD } from "@/lib/requests/constants";
import { EMPTY_MEAL_REQUEST } from "@/lib/requests/fields";
import { mealRequestSchema } from "@/lib/requests/schema";
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
  const { form, state, pending, formRef, formAction, onSubmit, hydrated, photoError, onPhotoChoose } =
    useSubmissionForm(mealRequestSchema, submitMealRequestAction, defaults, permalink);
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const mode = watch("restaurant_mode");

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="relative grid gap-5">
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
                value={mode}
                {...register("restaurant_mode")}
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
          error={errors.restaurant_name?.message}
        >
          {(control) => <Input {...control} {...register("restaurant_name")} autoComplete="off" />}
        </FormField>
      ) : (
        <RestaurantPicker
          initial={restaurants}
          field={register("restaurant_id")}
          error={errors.restaurant_id?.message}
        />
      )}
      <FormField id="meal-name" label="Meal name" required error={errors.meal_name?.message}>
        {(control) => <Input {...control} {...register("meal_name")} autoComplete="off" />}
      </FormField>
      <MacroFields idPrefix="meal" register={register} errors={errors} />
      <FormField id="meal-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} {...register("description")} placeholder="What comes in it?" />}
      </FormField>
      <PhotoField id="meal-photo" label="Photo of the meal" error={photoError} onChoose={onPhotoChoose} />
      <FormField id="meal-notes" label="Notes for our team" error={errors.user_notes?.message}>
        {(control) => <Textarea {...control} {...register("user_notes")} />}
      </FormField>
      <HoneypotField name={HONEYPOT_FIELD} />
      <FormAnswer hydrated={hydrated} state={state} />
      <SubmitButton pending={pending} label="Submit Meal Request" />
    </form>
  );
}

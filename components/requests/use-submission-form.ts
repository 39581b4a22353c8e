"use client";

import { startTransition, useActionState, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors, type FieldValues, type Path } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { MISSING_INFORMATION_TITLE } from "@/lib/requests/constants";
import type { FormState } from "@/lib/actions/result";
import { useHydrated } from "@/hooks/use-hydrated";
import { PHOTO_FIELD, photoChoiceError } from "@/lib/photos/constants";

/** The toast title of a photo the browser refuses before sending (too large, or not an image it accepts). */
const PHOTO_REFUSED_TITLE = "Photo not accepted";

const chosenPhoto = (form: HTMLFormElement) => {
  const input = form.elements.namedItem(PHOTO_FIELD);
  return input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
};

type Action<Input> = (state: FormState<Input>, formData: FormData) => Promise<FormState<Input>>;

/**
 * The first invalid field in the form's own order, and its message: the schema lists its cross-field rules last,
 * and react-hook-form knows its fields in the order they first appeared, not where they are now.
 */
function firstInvalid(errors: FieldErrors, form: HTMLFormElement) {
  const messages = errors as Record<string, { message?: unknown } | undefined>;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    const message = name ? messages[name]?.message : undefined;
    if (message && element instanceof HTMLElement) return { element, message: String(message) };
  }
  for (const error of Object.values(errors)) {
    if (error?.message) return { element: null, message: String(error.message) };
  }
  return null;
}

/**
 * A react-hook-form form whose schema is the server action's: checked in the browser first (errors under the
 * fields, focus on the first), then posted to the action, which checks again. Without JavaScript the form posts
 * straight to the action and the server's errors render in the page.
 */
export function useSubmissionForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  action: Action<z.input<S>>,
  defaults: z.input<S>,
  /** The page a form posted before JavaScript loads goes to: a form's action may not be empty. */
  permalink: string,
) {
  const [state, formAction, pending] = useActionState(action, { ok: false, sequence: 0 }, permalink);
  // The photo's error: the server's (also before JavaScript loads), then the browser's check of each choice.
  const [photo, setPhoto] = useState({ sequence: state.sequence, error: state.photoError });
  if (photo.sequence !== state.sequence) setPhoto({ sequence: state.sequence, error: state.photoError });
  const photoError = photo.error;
  const setPhotoError = (error: string | undefined) => setPhoto({ sequence: state.sequence, error });
  const formRef = useRef<HTMLFormElement>(null);
  // False in the server's HTML: before JavaScript runs, the answer is written in the page instead of a toast.
  const hydrated = useHydrated();
  const serverErrors = useMemo(() => {
    if (!state.fieldErrors) return undefined;
    const entries = Object.entries(state.fieldErrors as Record<string, string[] | undefined>);
    return Object.fromEntries(
      entries
        .filter(([, list]) => list?.length)
        .map(([name, list]) => [name, { type: "server", message: list![0] }]),
    ) as FieldErrors<z.input<S>>;
  }, [state.fieldErrors]);

  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never),
    // The first invalid field in the page's order gets the focus (onSubmit), not the first one registered.
    shouldFocusError: false,
    defaultValues: { ...defaults, ...state.values } as never,
    errors: serverErrors,
  });

  // Once the form has been checked, every change checks all of it again: a rule that depends on another field (a
  // meal's fields once "I know a meal there" is off, the new restaurant's name once an existing one is chosen)
  // drops or gains its error with that field, instead of keeping the answer to an earlier state.
  useEffect(() => {
    const { subscribe, trigger } = form;
    return subscribe({
      formState: { values: true },
      callback: ({ isSubmitted }) => {
        if (isSubmitted) void trigger();
      },
    });
  }, [form]);

  useEffect(() => {
    if (state.sequence === 0) return;
    if (state.ok) {
      toast.success(state.title ?? "", { description: state.message });
      // The native reset first (uncontrolled inputs, the photo), then the form's, which sets radios and selects again.
      formRef.current?.reset();
      form.reset(defaults);
      return;
    }
    toast.error(state.title ?? "", { description: state.message });
    const first = serverErrors && Object.keys(serverErrors)[0];
    if (first) form.setFocus(first as Path<z.input<S>>);
    else if (state.photoError)
      (formRef.current?.elements.namedItem(PHOTO_FIELD) as HTMLElement | null)?.focus();
    // Only a new answer from the server (a new sequence) should toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.sequence]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const photoProblem = photoChoiceError(chosenPhoto(element)) ?? undefined;
    setPhotoError(photoProblem);
    void form.handleSubmit(
      () => {
        if (photoProblem) {
          toast.error(PHOTO_REFUSED_TITLE, { description: photoProblem });
          (element.elements.namedItem(PHOTO_FIELD) as HTMLElement | null)?.focus();
          return;
        }
        startTransition(() => formAction(new FormData(element)));
      },
      (errors) => {
        const first = firstInvalid(errors, element);
        first?.element?.focus();
        toast.error(MISSING_INFORMATION_TITLE, { description: first?.message ?? photoProblem });
      },
    )(event);
  };

  /** The photo field's change: checks the chosen file at once (size, type), the server checks its content. */
  const onPhotoChoose = (file: File | null) => setPhotoError(photoChoiceError(file) ?? undefined);

  return { form, state, pending, formRef, formAction, onSubmit, hydrated, photoError, onPhotoChoose };
}

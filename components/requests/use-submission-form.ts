"use client";

import { startTransition, useActionState, useEffect, useMemo, useRef, type FormEvent } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors, type FieldValues, type Path } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { MISSING_INFORMATION_TITLE } from "@/lib/requests/constants";
import type { SubmissionState } from "@/lib/requests/schema";
import { useHydrated } from "@/hooks/use-hydrated";

type Action<Input> = (state: SubmissionState<Input>, formData: FormData) => Promise<SubmissionState<Input>>;

function firstMessage(errors: FieldErrors) {
  for (const error of Object.values(errors)) if (error?.message) return String(error.message);
  return undefined;
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
) {
  const [state, formAction, pending] = useActionState(action, { ok: false, sequence: 0 });
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
    defaultValues: { ...defaults, ...state.values } as never,
    errors: serverErrors,
  });

  useEffect(() => {
    if (state.sequence === 0) return;
    if (state.ok) {
      toast.success(state.title ?? "", { description: state.message });
      // The native reset first (uncontrolled inputs), then the form's, which sets radios and selects again.
      formRef.current?.reset();
      form.reset(defaults);
      return;
    }
    toast.error(state.title ?? "", { description: state.message });
    const first = serverErrors && Object.keys(serverErrors)[0];
    if (first) form.setFocus(first as Path<z.input<S>>);
    // Only a new answer from the server (a new sequence) should toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.sequence]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    void form.handleSubmit(
      () => startTransition(() => formAction(new FormData(element))),
      (errors) => toast.error(MISSING_INFORMATION_TITLE, { description: firstMessage(errors) }),
    )(event);
  };

  return { form, state, pending, formRef, formAction, onSubmit, hydrated };
}

"use client";

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { MISSING_INFORMATION_TITLE } from "@/lib/requests/constants";
import type { FormState } from "@/lib/actions/result";
import { useHydrated } from "@/hooks/use-hydrated";
import {
  PHOTO_FIELD,
  PHOTO_FOLLOWS_FIELD,
  PHOTO_WRONG_TYPE,
  photoChoiceError,
  SUBMITTED_WITHOUT_PHOTO,
} from "@/lib/photos/constants";
import { sniffPhotoType } from "@/lib/photos/sniff";
import { sendPhoto } from "@/lib/photos/send";

/** The toast title of a photo the browser refuses before sending (too large, or not an image it accepts). */
const PHOTO_REFUSED_TITLE = "Photo not accepted";

type Values = Record<string, string>;
type Errors<Input> = Partial<Record<keyof Input & string, string>>;
type Action<Input> = (state: FormState<Input>, formData: FormData) => Promise<FormState<Input>>;

const chosenPhoto = (form: HTMLFormElement) => {
  const input = form.elements.namedItem(PHOTO_FIELD);
  const file = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
  return file && file.size > 0 ? file : null;
};

/**
 * Why a chosen photo is refused before the form is sent: its size and claimed type, then its first bytes (a file
 * that is no JPEG, PNG or WebP whatever its name says). The photo route checks the whole content again.
 */
async function photoProblemOf(file: File | null) {
  const early = photoChoiceError(file);
  if (early || !file) return early ?? undefined;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return sniffPhotoType(head) ? undefined : PHOTO_WRONG_TYPE;
}

/** The form's fields as the action reads them: each named field's text, "" when it is not in the form. */
const readForm = (form: HTMLFormElement, names: string[]): Values => {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")]));
};

/** Each field's first message, as the action's field errors give them (a field's first issue first). */
const firstMessages = (fieldErrors: Partial<Record<string, string[]>> | undefined) =>
  Object.fromEntries(
    Object.entries(fieldErrors ?? {})
      .filter(([, list]) => list?.length)
      .map(([name, list]) => [name, list![0]]),
  ) as Values;

/** The schema's verdict on the values: each field's first issue, and the first issue of the whole form. */
function check(schema: z.ZodType, values: Values) {
  const parsed = schema.safeParse(values);
  const errors: Values = {};
  if (parsed.success) return { errors, formMessage: undefined };
  let formMessage: string | undefined;
  for (const issue of parsed.error.issues) {
    const [name] = issue.path;
    if (typeof name === "string") errors[name] ??= issue.message;
    else formMessage ??= issue.message;
  }
  return { errors, formMessage };
}

/** The first field with an error in the form's own order (the schema lists its cross-field rules last). */
export function firstInvalid(errors: Partial<Values>, form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (name && errors[name] && element instanceof HTMLElement) return { element, message: errors[name] };
  }
  const message = Object.values(errors)[0];
  return message ? { element: null, message } : null;
}

/**
 * A form whose schema is the server action's: checked in the browser first (errors under the fields, focus on the
 * first), then posted to the action, which checks again. The schema's code loads when the form is first focused or
 * sent, not with the page. A chosen photo is not part of the post: the form says one follows, and once the action
 * has stored the submission the photo is sent on its own with the token the action answered. Without JavaScript
 * the form (which then has no photo field) posts straight to the action and the server's errors and the values
 * sent render in the page.
 */
export function useSubmissionForm<Input extends Values>(
  loadSchema: () => Promise<z.ZodType>,
  action: Action<Input>,
  defaults: Input,
  /** The page a form posted before JavaScript loads goes to: a form's action may not be empty. */
  permalink: string,
) {
  const [state, formAction, pending] = useActionState(action, { ok: false, sequence: 0 }, permalink);
  const names = Object.keys(defaults);
  // What each field holds: the action's echo of what was sent, else the defaults; kept as the fields change.
  const [answer, setAnswer] = useState({
    sequence: state.sequence,
    values: { ...defaults, ...state.values } as Values,
    errors: firstMessages(state.fieldErrors),
    photoError: state.photoError,
    // Once the form has been sent, every change checks all of it again.
    submitted: state.sequence > 0,
  });
  if (answer.sequence !== state.sequence)
    setAnswer({
      sequence: state.sequence,
      values: (state.ok ? { ...defaults } : { ...answer.values, ...state.values }) as Values,
      errors: firstMessages(state.fieldErrors),
      photoError: state.photoError,
      submitted: !state.ok,
    });
  const { values, errors, photoError, submitted } = answer;
  // The fields' changes since the page loaded: a change, not a new answer from the server, checks the form again.
  const [changes, setChanges] = useState(0);
  const update = (change: Partial<typeof answer>) => setAnswer((now) => ({ ...now, ...change }));
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<z.ZodType | null>(null);
  // False in the server's HTML: before JavaScript runs, the answer is written in the page instead of a toast.
  const hydrated = useHydrated();
  // The photo of the post on its way, sent once the action has stored its submission.
  const photoRef = useRef<File | null>(null);
  const [sendingPhoto, setSendingPhoto] = useState(false);

  const schema = async () => (schemaRef.current ??= await loadSchema());
  /** The schema, or null when its code could not be loaded: the server's check then answers alone. */
  const schemaOrNull = () => schema().catch(() => null);

  // A rule that depends on another field (a meal's fields once "I know a meal there" is off, the new restaurant's
  // name once an existing one is chosen) drops or gains its error with that field: the form as it now stands,
  // rendered, is checked again.
  useEffect(() => {
    const form = formRef.current;
    if (!submitted || !form || changes === 0) return;
    let current = true;
    void schemaOrNull().then((loaded) => {
      if (current && loaded) update({ errors: check(loaded, readForm(form, names)).errors });
    });
    return () => {
      current = false;
    };
    // Only a change of a field checks again; the schema and the field names are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);

  useEffect(() => {
    if (state.sequence === 0) return;
    const photo = photoRef.current;
    photoRef.current = null;
    if (state.ok) {
      // The fields' defaults are the empty form again: the native reset puts every field (and the photo) back.
      formRef.current?.reset();
      if (!photo) return void toast.success(state.title ?? "", { description: state.message });
      setSendingPhoto(true);
      void (state.photoToken ? sendPhoto(state.photoToken, photo) : Promise.resolve("")).then((problem) => {
        setSendingPhoto(false);
        if (problem === null) toast.success(state.title ?? "", { description: state.message });
        // Stored without its photo: said as news, not as a failure of the submission.
        else toast(state.title ?? "", { description: `${SUBMITTED_WITHOUT_PHOTO} ${problem}`.trim() });
      });
      return;
    }
    toast.error(state.title ?? "", { description: state.message });
    const form = formRef.current;
    if (!form) return;
    const first = firstInvalid(firstMessages(state.fieldErrors), form);
    if (first?.element) first.element.focus();
    else if (state.photoError) (form.elements.namedItem(PHOTO_FIELD) as HTMLElement | null)?.focus();
    // Only a new answer from the server (a new sequence) should toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.sequence]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const photo = chosenPhoto(element);
    const photoProblem = await photoProblemOf(photo);
    const loaded = await schemaOrNull();
    const verdict = loaded ? check(loaded, readForm(element, names)) : { errors: {}, formMessage: undefined };
    update({ errors: verdict.errors, photoError: photoProblem, submitted: true });
    const first = firstInvalid(verdict.errors, element);
    if (first || verdict.formMessage) {
      first?.element?.focus();
      toast.error(MISSING_INFORMATION_TITLE, {
        description: first?.message ?? verdict.formMessage ?? photoProblem,
      });
      return;
    }
    if (photoProblem) {
      toast.error(PHOTO_REFUSED_TITLE, { description: photoProblem });
      (element.elements.namedItem(PHOTO_FIELD) as HTMLElement | null)?.focus();
      return;
    }
    // The photo goes on its own once the submission is stored: the action's body stays small (64 KB at most).
    const data = new FormData(element);
    data.delete(PHOTO_FIELD);
    if (photo) data.set(PHOTO_FOLLOWS_FIELD, "1");
    photoRef.current = photo;
    startTransition(() => formAction(data));
  };

  /** A field's change: its value is kept (the fields it shows or hides follow it). */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name && target.name in defaults)
      update({ values: { ...values, [target.name]: target.value } });
    setChanges((count) => count + 1);
  };

  /** Sets a field the form draws itself (a hidden field behind a checkbox). */
  const setValue = (name: keyof Input & string, value: string) => {
    update({ values: { ...values, [name]: value } });
    setChanges((count) => count + 1);
  };

  /** A text field's name and the value it shows first (what was sent, after a refused post). */
  const field = <Name extends keyof Input & string>(name: Name) => ({
    name,
    defaultValue: values[name] ?? "",
  });

  /** The photo field's change: checks the chosen file at once (size, type), the server checks its content. */
  const onPhotoChoose = (file: File | null) => update({ photoError: photoChoiceError(file) ?? undefined });

  return {
    state,
    pending: pending || sendingPhoto,
    formRef,
    formAction,
    hydrated,
    values: values as Input,
    errors: errors as Errors<Input>,
    photoError,
    field,
    setValue,
    onPhotoChoose,
    /** The form element's own props: the action before JavaScript, the checks and the schema's loading after. */
    formProps: {
      ref: formRef,
      action: formAction,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onChange,
      onFocus: () => void schemaOrNull(),
      noValidate: true,
    },
  };
}

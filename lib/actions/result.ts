/**
 * What every server action answers: whether it worked and the message to show; for a form, what the user typed
 * (`values`) and every field's errors, so the form keeps both; `data` is what a successful call gives back.
 */
export type ActionResult<Input = Record<string, never>, Data = undefined> = {
  ok: boolean;
  message?: string;
  values?: Partial<Record<keyof Input, string>>;
  fieldErrors?: Partial<Record<keyof Input, string[]>>;
  data?: Data;
};

/** What a form's action answers (useActionState): an ActionResult, numbered, with the toast's title. */
export type FormState<Input = Record<string, never>> = ActionResult<Input> & {
  /** Increases with each answer, so the form reacts to two identical answers in a row. */
  sequence: number;
  /** The toast's title: the spec's success or failure title (its text is `message`). */
  title?: string;
  /** Why the photo was refused (it is not one of the schema's text fields). */
  photoError?: string;
  /** An accepted submission's receipt token: its status page is /request/status/<token>. */
  receipt?: string;
  /** An accepted submission's one-time photo upload token, when the form said a photo follows. */
  photoToken?: string;
};

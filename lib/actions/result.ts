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

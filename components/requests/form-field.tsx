import type { ReactNode } from "react";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Link } from "@/components/site/link";
import { receiptPath } from "@/lib/pages/paths";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";

type ControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/** A label, a control and its error underneath, wired together for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <Field>
      <FieldLabel htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </FieldLabel>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint ? <FieldDescription id={hintId}>{hint}</FieldDescription> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}

/** A field people never see or fill in; bots that fill every input give themselves away. */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>Leave this field empty</label>
      <input id={`hp-${name}`} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The server's answer written in the page, for a form posted before JavaScript loaded (toasts need it). */
function ServerAnswer({
  ok,
  title,
  message,
  receipt,
}: {
  ok: boolean;
  title?: string;
  message?: string;
  receipt?: string;
}) {
  if (!title) return null;
  return (
    <Alert role={ok ? "status" : "alert"} variant={ok ? "info" : "destructive"}>
      <AlertTitle>{title}</AlertTitle>
      {message ? <p>{message}</p> : null}
      {ok && receipt ? <ReceiptLink token={receipt} /> : null}
    </Alert>
  );
}

function ReceiptLink({ token }: { token: string }) {
  return (
    <p>
      <Link href={receiptPath(token)} className="font-medium text-primary underline underline-offset-4">
        Follow your submission
      </Link>{" "}
      (a private link: keep it to see what becomes of it).
    </p>
  );
}

/**
 * The form's answer in the page: all of it before JavaScript loaded (toasts need it); once it has, the toast says
 * the spec's message and an accepted submission's receipt link stays here beside it.
 */
export function FormAnswer({
  hydrated,
  state,
}: {
  hydrated: boolean;
  state: { ok: boolean; title?: string; message?: string; receipt?: string };
}) {
  if (!hydrated) return <ServerAnswer {...state} />;
  if (!state.ok || !state.receipt) return null;
  return (
    <Alert role="status" variant="info">
      <ReceiptLink token={state.receipt} />
    </Alert>
  );
}

"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requestPasswordResetAction, resetPasswordAction } from "@/lib/auth/actions";
import { PASSWORD_HINT, RESET_LINK_SENT } from "@/lib/auth/constants";
import { PATHS } from "@/lib/pages/paths";

// Password reset (docs/architecture.md#accounts): ask for a link by email, then choose a new password with it.

/**
 * "Forgot your password?": the same answer whether or not an account has the email; `notice` is said under the
 * heading.
 */
export function ForgotPasswordForm({ notice }: { notice?: string }) {
  const [said, setSaid] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const { ok, message } = await requestPasswordResetAction({
      email: String(new FormData(event.currentTarget).get("email") ?? ""),
    });
    setBusy(false);
    setSaid(ok ? { error: false, text: RESET_LINK_SENT } : { error: true, text: message ?? "" });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <h2 className="font-semibold">Forgot your password?</h2>
      {notice ? <p className="text-sm text-muted-foreground">{notice}</p> : null}
      <div className="grid gap-1.5">
        <Label htmlFor="reset-email">Send a reset link to</Label>
        <Input id="reset-email" name="email" type="email" autoComplete="email" required />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        Send me a reset link
      </Button>
      <p
        aria-live="polite"
        className={said?.error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
      >
        {said?.text}
      </p>
    </form>
  );
}

/** The page a reset link opens: a new password, checked on the server like a sign-up's. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [said, setSaid] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const { ok, message } = await resetPasswordAction({
      token,
      password: String(new FormData(event.currentTarget).get("password") ?? ""),
    });
    setBusy(false);
    setSaid(ok ? { error: false, text: "Your password is changed." } : { error: true, text: message ?? "" });
  };
  if (said && !said.error)
    return (
      <p aria-live="polite">
        {said.text}{" "}
        <a className="font-medium text-primary underline underline-offset-4" href={PATHS.login}>
          Sign in
        </a>{" "}
        with it.
      </p>
    );
  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-describedby="new-password-hint"
          required
        />
        <p id="new-password-hint" className="text-sm text-muted-foreground">
          {PASSWORD_HINT}
        </p>
      </div>
      <Button type="submit" disabled={busy}>
        Set new password
      </Button>
      <p aria-live="polite" className="text-sm text-destructive">
        {said?.text}
      </p>
    </form>
  );
}

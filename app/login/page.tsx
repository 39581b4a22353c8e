import type { Metadata } from "next";
import { AuthProvider } from "@/components/auth/auth-provider";
import { LoginForm } from "@/components/auth/login-form";
import { ForgotPasswordForm } from "@/components/auth/password-reset-forms";
import { ACCOUNT_MAIL_OFF, accountMailMode } from "@/lib/auth/mail-mode";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in or create an account with your email and password.",
  robots: { index: false },
};

export default function LoginPage() {
  // Decided when the page is built: build and start the site with the same mail settings (docs/operations.md).
  const mailOff = accountMailMode(process.env) === "off" ? ACCOUNT_MAIL_OFF : undefined;
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
        <p className="text-muted-foreground">
          An account is optional: signed in, your submissions are listed on your account page.
        </p>
      </header>
      <div className="rounded-xl border bg-card p-6">
        <AuthProvider>
          <LoginForm signUpNotice={mailOff} />
        </AuthProvider>
      </div>
      <div className="rounded-xl border bg-card p-6">
        <ForgotPasswordForm notice={mailOff} />
      </div>
    </div>
  );
}

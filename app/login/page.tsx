import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { AuthProvider } from "@/components/auth/auth-provider";
import { LoginForm } from "@/components/auth/login-form";
import { Alert } from "@/components/ui/alert";
import { ACCOUNTS_UNAVAILABLE } from "@/lib/auth/constants";
import { supabaseConfig } from "@/lib/supabase/config";
import { PATHS } from "@/lib/site/paths";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in or create an account with your email and password.",
  robots: { index: false },
};

export default function LoginPage() {
  const config = supabaseConfig();
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
        <p className="text-muted-foreground">
          An account is optional: signed in, your meal requests are linked to you.
        </p>
      </header>
      {config ? (
        <div className="rounded-xl border bg-card p-6">
          <AuthProvider config={config}>
            <LoginForm />
          </AuthProvider>
        </div>
      ) : (
        <Alert role="status" className="space-y-2 rounded-xl p-6 text-base">
          <h2 className="text-lg font-semibold">{ACCOUNTS_UNAVAILABLE}</h2>
          <p className="text-muted-foreground">
            You can still search restaurants, use the tools and{" "}
            <Link href={PATHS.request} className="font-medium text-primary underline underline-offset-4">
              suggest meals, restaurants and cities
            </Link>{" "}
            without one.
          </p>
        </Alert>
      )}
    </div>
  );
}

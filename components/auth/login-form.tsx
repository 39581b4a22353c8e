"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PASSWORD_HINT } from "@/lib/auth/constants";
import { noteSignedIn } from "@/lib/auth/account-hint";
import { useAuth } from "./auth-provider";

type Mode = "sign-in" | "sign-up";

/** At sign-in, the browser's saved meals move to the account (docs/product.md#saved-meals); /my-meals retries. */
async function mergeSavedMeals() {
  try {
    const { leftInBrowserMessage, mergeBrowserSavedMeals } = await import("@/lib/saved-meals/account-store");
    const merged = await mergeBrowserSavedMeals(window.localStorage);
    if (merged?.leftInBrowser)
      toast.error("Account full", { description: leftInBrowserMessage(merged.leftInBrowser) });
  } catch (error) {
    console.error("Merging the saved meals failed:", error);
  }
}

function CredentialsForm({ mode, notice }: { mode: Mode; notice?: string }) {
  const auth = useAuth();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const credentials = {
      email: String(data.get("email") ?? ""),
      password: String(data.get("password") ?? ""),
    };
    setBusy(true);
    const { error } = mode === "sign-in" ? await auth.signIn(credentials) : await auth.signUp(credentials);
    setBusy(false);
    if (error) return;
    if (mode === "sign-up") {
      toast.success("Account created", {
        description:
          "Sign in with your email and password (if we sent you a confirmation link, open it first).",
      });
      return;
    }
    noteSignedIn(window.localStorage, true);
    await mergeSavedMeals();
    router.push("/");
    router.refresh();
  };

  const label = mode === "sign-in" ? "Sign in" : "Create account";
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${mode}-email`}>Email</Label>
        <Input id={`${mode}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${mode}-password`}>Password</Label>
        <Input
          id={`${mode}-password`}
          name="password"
          type="password"
          autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          aria-describedby={mode === "sign-up" ? "sign-up-password-hint" : undefined}
          required
        />
        {mode === "sign-up" ? (
          <p id="sign-up-password-hint" className="text-sm text-muted-foreground">
            {PASSWORD_HINT}
          </p>
        ) : null}
      </div>
      {notice ? <p className="text-sm text-muted-foreground">{notice}</p> : null}
      <Button type="submit" disabled={busy}>
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {label}
      </Button>
    </form>
  );
}

/** Sign in or sign up with email and password; `signUpNotice` is said above the sign-up button. */
export function LoginForm({ signUpNotice }: { signUpNotice?: string }) {
  return (
    <Tabs defaultValue="sign-in" className="gap-6">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="sign-in">Sign in</TabsTrigger>
        <TabsTrigger value="sign-up">Sign up</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <CredentialsForm mode="sign-in" />
      </TabsContent>
      <TabsContent value="sign-up">
        <CredentialsForm mode="sign-up" notice={signUpNotice} />
      </TabsContent>
    </Tabs>
  );
}

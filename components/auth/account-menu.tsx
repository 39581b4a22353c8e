"use client";

import { Link } from "@/components/site/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { ACCOUNTS_UNAVAILABLE } from "@/lib/auth/constants";
import { AuthProvider, useAuth } from "./auth-provider";
import { noteSignedIn } from "@/lib/auth/account-hint";
import { PATHS } from "@/lib/pages/paths";

/** The header's account control: sign in, or the signed-in user with their submissions and sign out. */
export function AccountMenu() {
  return (
    <AuthProvider>
      <AccountControl />
    </AuthProvider>
  );
}

function AccountControl() {
  const auth = useAuth();
  const router = useRouter();
  // "Save" asks the account only in a browser last seen signed in (lib/saved-meals/saved-meals.ts).
  useEffect(() => {
    if (auth.available && !auth.loading) noteSignedIn(window.localStorage, auth.user !== null);
  }, [auth.available, auth.loading, auth.user]);

  if (auth.available && !auth.loading && !auth.user) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link href={PATHS.login}>Sign in</Link>
      </Button>
    );
  }

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account" disabled={auth.available && auth.loading}>
          <span aria-hidden className="icon icon-circle-user size-5" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64 space-y-3 text-sm">
        {auth.user ? (
          <>
            <p>
              Signed in as <span className="font-medium break-all">{auth.user.email ?? "your account"}</span>
            </p>
            <Link
              href={PATHS.account}
              className="block font-medium text-primary underline underline-offset-4"
            >
              Your submissions
            </Link>
            <Button
              variant="outline"
              size="sm"
              className="w-full"
              onClick={async () => {
                const { error } = await auth.signOut();
                if (!error) router.refresh();
              }}
            >
              Sign out
            </Button>
          </>
        ) : (
          <>
            <p className="font-medium">{ACCOUNTS_UNAVAILABLE}</p>
            <p className="text-muted-foreground">
              Every search, tool and suggestion form works without an account.
            </p>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}

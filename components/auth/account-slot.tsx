"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { accountHinted, onAccountHintChange } from "@/lib/auth/account-hint";
import { PATHS } from "@/lib/pages/paths";

const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));

type SlotProps = {
  /** The "Sign in" link's and the account button's class names and icon, from the server so this file stays small. */
  signInClassName: string;
  buttonClassName: string;
  icon: React.ReactNode;
};

const browserHinted = () => accountHinted(window.localStorage);

/**
 * The header's account control. The page is the same for everyone (static), so it is a plain "Sign in" link, which
 * works before any script runs and loads no account code. A browser last seen signed in loads the account menu (the
 * signed-in user, their submissions, sign out) once the page has hydrated; sign-in and sign-out switch between the two.
 */
export function AccountSlot({ signInClassName, buttonClassName, icon }: SlotProps) {
  const hinted = useSyncExternalStore(onAccountHintChange, browserHinted, () => false);
  if (!hinted) {
    return (
      <a href={PATHS.login} className={signInClassName}>
        Sign in
      </a>
    );
  }
  return (
    <Suspense
      fallback={
        <button type="button" aria-label="Account" className={buttonClassName} disabled>
          {icon}
        </button>
      }
    >
      <AccountMenu />
    </Suspense>
  );
}

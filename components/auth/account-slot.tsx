"use client";

import { lazy, Suspense, useState } from "react";
import { useIdle } from "@/hooks/use-idle";

const loadMenu = () => import("./account-menu").then((module) => ({ default: module.AccountMenu }));
const AccountMenu = lazy(loadMenu);

type SlotProps = {
  /** The account button's class names and icon, rendered on the server so that this file stays small. */
  buttonClassName: string;
  icon: React.ReactNode;
};

/**
 * The header's account control without its cost on first load: the menu and its popover load when the visitor
 * reaches for the button (opening it on the click), or once the page is idle, to show 'Sign in' or the signed-in
 * user (asked of the server then: the page itself is the same for everyone, so it stays static).
 */
export function AccountSlot({ buttonClassName, icon }: SlotProps) {
  const [open, setOpen] = useState(false);
  const idle = useIdle();
  const button = (handlers: React.ComponentProps<"button">) => (
    <button type="button" aria-label="Account" className={buttonClassName} {...handlers}>
      {icon}
    </button>
  );
  if (!open && !idle) {
    return button({
      onPointerEnter: () => void loadMenu(),
      onFocus: () => void loadMenu(),
      onClick: () => setOpen(true),
    });
  }
  return (
    <Suspense fallback={button({ disabled: true })}>
      <AccountMenu defaultOpen={open} />
    </Suspense>
  );
}

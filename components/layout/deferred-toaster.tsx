"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { onToasterRequest, toasterRequested } from "@/lib/toast";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((module) => module.Toaster), {
  ssr: false,
});

/**
 * The toaster, loaded with the page's first toast instead of with the page: a visitor who is never told anything
 * downloads none of it. The toast raised before it mounts is not lost: sonner replays the active toasts to a
 * toaster when it subscribes.
 */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(onToasterRequest, toasterRequested, () => false);
  return wanted ? <Toaster /> : null;
}

"use client";

import dynamic from "next/dynamic";
import { useIdle } from "@/hooks/use-idle";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((module) => module.Toaster), {
  ssr: false,
});

/**
 * The toaster, loaded once the page is idle instead of with the first paint. A toast raised before it mounts is
 * not lost: sonner replays the active toasts to a toaster when it subscribes.
 */
export function DeferredToaster() {
  return useIdle() ? <Toaster /> : null;
}

"use client";

import { useEffect, useState } from "react";

/** Longest wait for an idle moment: past it, the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the server and through the first paint; true once the browser is idle after loading, so code that
 * is not needed for the first paint (the toaster, the account menu) loads after the page's content.
 */
export function useIdle(enabled = true) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(handle);
  }, [enabled, idle]);
  return idle;
}

"use client";

import * as React from "react";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { NOTIFICATION_DURATION_MS, VISIBLE_TOASTS } from "@/lib/toast";

/*
 * Sonner's built-in richColors fail WCAG AA (e.g. its warning text is ~3:1), so the
 * rich-color variables are replaced with palette-matched values (all >= 6.5:1).
 */
const toasterStyle = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--border-radius": "var(--radius)",
  "--success-bg": "var(--secondary)",
  "--success-border": "oklch(0.86 0.06 160)",
  "--success-text": "var(--secondary-foreground)",
  "--error-bg": "oklch(0.97 0.012 25)",
  "--error-border": "oklch(0.88 0.06 25)",
  "--error-text": "oklch(0.48 0.18 27)",
  "--warning-bg": "oklch(0.975 0.03 90)",
  "--warning-border": "oklch(0.88 0.09 85)",
  "--warning-text": "oklch(0.45 0.1 55)",
  "--info-bg": "oklch(0.97 0.015 240)",
  "--info-border": "oklch(0.88 0.05 240)",
  "--info-text": "oklch(0.45 0.12 250)",
} as React.CSSProperties;

function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-center"
      richColors
      closeButton
      visibleToasts={VISIBLE_TOASTS}
      duration={NOTIFICATION_DURATION_MS}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={{ ...toasterStyle, ...style }}
      {...props}
    />
  );
}

export { Toaster };

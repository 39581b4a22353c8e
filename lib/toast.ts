// Toasts without their cost on first load: sonner is fetched the first time a toast is shown, and the deferred
// toaster in the layout displays it (sonner replays toasts raised before the toaster mounted).

/** An outcome (success or failure) stays about 3 s. */
const TOAST_DURATION_MS = 3000;
/** A plain notification (no outcome, the default style) stays 5 s: the toaster's default. */
export const NOTIFICATION_DURATION_MS = 5000;
/** One toast at a time: a new one replaces the one shown. */
export const VISIBLE_TOASTS = 1;

type ToastOptions = { description?: string };
type Show = (title: string, options?: ToastOptions) => void;

const sonner = () => import("sonner").then((module) => module.toast);

const show =
  (kind: "message" | "error" | "success"): Show =>
  (title, options) => {
    void sonner().then((toast) => {
      if (kind === "message") toast(title, { ...options, duration: NOTIFICATION_DURATION_MS });
      else toast[kind](title, { ...options, duration: TOAST_DURATION_MS });
    });
  };

/** A notice: toast("No results", { description }) for information, toast.error / toast.success for outcomes. */
export const toast = Object.assign(show("message"), { error: show("error"), success: show("success") });

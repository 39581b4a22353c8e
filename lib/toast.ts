// Toasts without their cost on first load: a page loads no toast code until it has something to say. The first
// toast fetches sonner and asks the layout's toaster to mount (sonner replays toasts raised before it mounted).

/** An outcome (success or failure) stays about 3 s. */
const TOAST_DURATION_MS = 3000;
/** A plain notification (no outcome, the default style) stays 5 s: the toaster's default. */
export const NOTIFICATION_DURATION_MS = 5000;
/** One toast at a time: a new one replaces the one shown. */
export const VISIBLE_TOASTS = 1;

/** `id`: a toast raised again under the same id replaces the one shown instead of adding another. */
type ToastOptions = { description?: string; id?: string };
type Show = (title: string, options?: ToastOptions) => void;

const sonner = () => import("sonner").then((module) => module.toast);

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** Whether a toast was raised on this page, so the toaster must be on it. */
export const toasterRequested = () => toasterWanted;

/** Calls `listener` once the first toast asks for the toaster; returns the unsubscribe. */
export function onToasterRequest(listener: () => void) {
  toasterListeners.add(listener);
  return () => void toasterListeners.delete(listener);
}

function requestToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterListeners) listener();
}

const show =
  (kind: "message" | "error" | "success"): Show =>
  (title, options) => {
    requestToaster();
    void sonner().then((toast) => {
      if (kind === "message") toast(title, { ...options, duration: NOTIFICATION_DURATION_MS });
      else toast[kind](title, { ...options, duration: TOAST_DURATION_MS });
    });
  };

/** A notice: toast("No results", { description }) for information, toast.error / toast.success for outcomes. */
export const toast = Object.assign(show("message"), { error: show("error"), success: show("success") });

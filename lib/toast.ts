// Toasts without their cost on first load: sonner is fetched the first time a toast is shown, and the deferred
// toaster in the layout displays it (sonner replays toasts raised before the toaster mounted).

type ToastOptions = { description?: string };
type Show = (title: string, options?: ToastOptions) => void;

const sonner = () => import("sonner").then((module) => module.toast);

const show =
  (kind: "message" | "error" | "success"): Show =>
  (title, options) => {
    void sonner().then((toast) => (kind === "message" ? toast(title, options) : toast[kind](title, options)));
  };

/** A notice: toast("No results", { description }) for information, toast.error / toast.success for outcomes. */
export const toast = Object.assign(show("message"), { error: show("error"), success: show("success") });

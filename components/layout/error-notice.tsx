"use client";

import { useEffect } from "react";

/** What an error boundary shows: its heading and message, and a Refresh Page button; the error goes to the console. */
export function ErrorNotice({ error, title, message }: { error: Error; title: string; message: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
      >
        Refresh Page
      </button>
    </>
  );
}

"use client";

import { useEffect } from "react";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/backend/errors";
import { DATABASE_ERROR_MESSAGE, DATABASE_ERROR_TITLE } from "@/lib/http/messages";

export default function ErrorFallback({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  // The database is down: the spec's message, not a general failure (the page works again once it is back).
  const unavailable = error.digest === DATABASE_UNAVAILABLE_DIGEST;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">
        {unavailable ? DATABASE_ERROR_TITLE : "Oops! Something Went Wrong"}
      </h1>
      <p className="text-muted-foreground">
        {unavailable ? DATABASE_ERROR_MESSAGE : "An unexpected error stopped this page from loading."}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
      >
        Refresh Page
      </button>
    </div>
  );
}

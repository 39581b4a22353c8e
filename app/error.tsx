"use client";

import { ErrorNotice } from "@/components/layout/error-notice";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/backend/errors";
import { DATABASE_ERROR_MESSAGE, DATABASE_ERROR_TITLE } from "@/lib/http/messages";

export default function ErrorFallback({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  // The database is down: the spec's message, not a general failure (the page works again once it is back).
  const unavailable = error.digest === DATABASE_UNAVAILABLE_DIGEST;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <ErrorNotice
        error={error}
        title={unavailable ? DATABASE_ERROR_TITLE : "Oops! Something Went Wrong"}
        message={unavailable ? DATABASE_ERROR_MESSAGE : "An unexpected error stopped this page from loading."}
      />
    </div>
  );
}

"use client";

import { useEffect } from "react";

export default function ErrorFallback({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">Oops! Something Went Wrong</h1>
      <p className="text-muted-foreground">An unexpected error stopped this page from loading.</p>
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

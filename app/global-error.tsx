"use client";

import { useEffect } from "react";
import "./globals.css";

// An error in the root layout itself replaces the whole document, so this fallback brings its own <html>.
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center font-sans">
        <title>Oops! Something Went Wrong</title>
        <h1 className="text-2xl font-semibold">Oops! Something Went Wrong</h1>
        <p className="text-muted-foreground">An unexpected error stopped this page from loading.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          Refresh Page
        </button>
      </body>
    </html>
  );
}

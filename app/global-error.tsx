"use client";

import { ErrorNotice } from "@/components/layout/error-notice";
import "./globals.css";

// An error in the root layout itself replaces the whole document, so this fallback brings its own <html>.
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center font-sans">
        <title>Oops! Something Went Wrong</title>
        <ErrorNotice
          error={error}
          title="Oops! Something Went Wrong"
          message="An unexpected error stopped this page from loading."
        />
      </body>
    </html>
  );
}

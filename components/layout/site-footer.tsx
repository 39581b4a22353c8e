import Link from "next/link";
import { SITE_NAME } from "@/lib/site/config";

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl space-y-3 px-4 py-8 text-sm text-muted-foreground">
        <p>
          Nutrition information is estimated and should be verified with the restaurant, especially for allergies.
          Chain nutrition facts from MenuStat (2022).
        </p>
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. <Link href="/" className="underline">Home</Link>
        </p>
      </div>
    </footer>
  );
}

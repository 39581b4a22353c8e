import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { PATHS } from "@/lib/pages/paths";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          href={PATHS.home}
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          Go to Homepage
        </Link>
        <Link href={PATHS.sitemap} className="rounded-md border px-4 py-2 font-medium">
          View Sitemap
        </Link>
      </div>
    </div>
  );
}

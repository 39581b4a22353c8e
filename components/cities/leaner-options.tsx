import { Link } from "@/components/site/link";
import { Leaf } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SitePath } from "@/lib/pages/paths";

/** The breakfast page's notice pointing to the city's lean breakfast page (docs/product.md#breakfast-city-page). */
export function LeanerOptions({ href }: { href: SitePath }) {
  return (
    <aside className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950">
      <p className="flex items-center gap-2 font-medium">
        <Leaf aria-hidden className="size-5 text-green-700" />
        Want leaner high-protein options?
      </p>
      <Button asChild className="bg-green-700 text-white hover:bg-green-800">
        <Link href={href}>View Lean Meals</Link>
      </Button>
    </aside>
  );
}

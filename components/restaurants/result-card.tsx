import type { ReactNode } from "react";
import { Link } from "@/components/site/link";
import type { SitePath } from "@/lib/pages/paths";

/**
 * A restaurant in a grid of results: its name as a heading that links to its page, a line of details, then what
 * the page shows of it (its meals, a button).
 */
export function ResultCard({
  heading: Heading,
  name,
  href,
  details,
  children,
}: {
  heading: "h2" | "h3";
  name: string;
  href: SitePath;
  details: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="rcard">
      <div className="space-y-1">
        <Heading className="text-lg font-semibold">
          <Link href={href} className="hover:underline">
            {name}
          </Link>
        </Heading>
        {details}
      </div>
      {children}
    </li>
  );
}

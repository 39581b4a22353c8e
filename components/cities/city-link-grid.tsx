import type { ReactNode } from "react";
import { Link } from "@/components/site/link";
import type { SitePath } from "@/lib/pages/paths";

/** A grid of city links, one card a city: an icon and the city's label, linking to one of its pages. */
export function CityLinkGrid<C extends { id: string }>({
  cities,
  href,
  icon,
  label,
}: {
  cities: readonly C[];
  href: (city: C) => SitePath;
  icon: ReactNode;
  label: (city: C) => ReactNode;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cities.map((city) => (
        <li key={city.id}>
          <Link
            href={href(city)}
            className="flex items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent"
          >
            {icon}
            {label(city)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

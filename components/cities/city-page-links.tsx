import { Link } from "@/components/site/link";
import { Beef, Egg, Leaf } from "lucide-react";
import { cityLabel } from "@/lib/cities/label";
import type { CityOption } from "@/lib/cities/schema";
import {
  BREAKFAST_PROTEIN_MIN_G,
  HIGH_PROTEIN_PAGE_MIN_G,
  LEAN_BREAKFAST_PROTEIN_MIN_G,
} from "@/lib/nutrition/thresholds";
import { cityPagePath } from "@/lib/pages/paths";

/** Links from a city's overview to its three focused pages, each with its rule. */
export function CityPageLinks({ city }: { city: CityOption & { shared_name?: boolean } }) {
  const links = [
    {
      href: cityPagePath("high-protein-restaurants", city.id),
      label: "High Protein Restaurants",
      rule: `Meals over ${HIGH_PROTEIN_PAGE_MIN_G} g of protein`,
      Icon: Beef,
    },
    {
      href: cityPagePath("high-protein-breakfast", city.id),
      label: "High Protein Breakfast",
      rule: `Breakfasts over ${BREAKFAST_PROTEIN_MIN_G} g of protein`,
      Icon: Egg,
    },
    {
      href: cityPagePath("lean-high-protein-breakfast", city.id),
      label: "Lean High Protein Breakfast",
      rule: `Over ${LEAN_BREAKFAST_PROTEIN_MIN_G} g of protein, lean`,
      Icon: Leaf,
    },
  ];
  return (
    <nav aria-label={`More ways to eat in ${cityLabel(city)}`}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {links.map(({ href, label, rule, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent"
            >
              <Icon aria-hidden className="size-6 shrink-0 text-primary" />
              <span>
                <span className="block font-medium">
                  {label} in {cityLabel(city)}
                </span>
                <span className="block text-sm text-muted-foreground">{rule}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

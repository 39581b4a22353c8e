import { Link } from "@/components/site/link";
import { MapPin } from "lucide-react";
import type { City } from "@/lib/cities/schema";
import { cityOverviewPath } from "@/lib/pages/paths";

/** The three top cities (New York, Los Angeles, Chicago), each linking to its overview page. */
export function TopCities({ cities }: { cities: City[] }) {
  return (
    <section aria-labelledby="top-cities" className="space-y-6">
      <h2 id="top-cities" className="text-2xl font-bold tracking-tight md:text-3xl">
        Top Cities
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cities.map((city) => (
          <li key={city.id}>
            <Link
              href={cityOverviewPath(city.id)}
              className="flex h-full flex-col gap-1 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary"
            >
              <span className="flex items-center gap-2 text-lg font-semibold">
                <MapPin aria-hidden className="size-5 text-primary" />
                {city.name}, {city.state}
              </span>
              {city.tagline ? <span className="text-sm text-muted-foreground">{city.tagline}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { SiteImage } from "@/components/site/site-image";
import { Badge } from "@/components/ui/badge";
import type { City } from "@/lib/cities/schema";

/** The heading block of a city page: optional badge, the page's h1, its rule in words, and the city's picture. */
export function CityHero({
  city,
  title,
  badge,
  children,
}: {
  city: City;
  title: string;
  badge?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="grid items-center gap-6 rounded-2xl bg-gradient-to-br from-primary/10 to-background p-6 md:grid-cols-[1fr_auto]">
      <div className="space-y-3">
        {badge ? <Badge variant="secondary">{badge}</Badge> : null}
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        {city.tagline ? <p className="text-lg font-medium text-primary">{city.tagline}</p> : null}
        <div className="space-y-2 text-muted-foreground">{children}</div>
      </div>
      {city.image_url ? (
        // Lazy and hidden on phones, so a phone never downloads it; on wider screens it loads at once.
        <SiteImage
          src={city.image_url}
          alt={city.image_description ?? `${city.name}, ${city.state}`}
          width={320}
          height={180}
          sizes="320px"
          className="hidden h-auto w-80 rounded-xl md:block"
        />
      ) : null}
    </header>
  );
}

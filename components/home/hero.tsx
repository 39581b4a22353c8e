import { PopularCities } from "@/components/search/city-shortcuts";
import { SearchForm } from "@/components/search/search-form";
import { HERO_HEADING, HERO_SUBTITLE } from "@/lib/site/config";

/** The hero: heading, subtitle and the search box; it fades in (0.6 s), the search box 0.2 s later. */
export function Hero() {
  return (
    <section className="bg-gradient-to-b from-secondary to-background px-4 pt-12 pb-10 md:pt-20 md:pb-14">
      <div className="mx-auto max-w-4xl space-y-4 text-center motion-safe:animate-[hero-in_0.6s_ease-out_both]">
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-5xl">{HERO_HEADING}</h1>
        <p className="text-lg text-muted-foreground md:text-xl">{HERO_SUBTITLE}</p>
      </div>
      <div className="mx-auto mt-8 max-w-4xl space-y-4 motion-safe:animate-[hero-in_0.6s_ease-out_0.2s_both]">
        <SearchForm />
        <PopularCities />
      </div>
    </section>
  );
}

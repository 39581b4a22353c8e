import type { Metadata } from "next";
import Link from "next/link";
import { RestaurantCard } from "@/components/restaurants/restaurant-card";
import { JsonLd } from "@/components/seo/json-ld";
import { getRandomRestaurants } from "@/lib/restaurants/queries";
import { HERO_HEADING, HERO_SUBTITLE } from "@/lib/site/config";
import { webSiteWithSearch } from "@/lib/seo/json-ld";

// Suggestions are random: refresh them every few minutes rather than on every request.
export const revalidate = 300;

export const metadata: Metadata = { alternates: { canonical: "/" } };

export default async function HomePage() {
  const suggestions = await getRandomRestaurants(5);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <section className="space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{HERO_HEADING}</h1>
        <p className="text-lg text-muted-foreground">{HERO_SUBTITLE}</p>
      </section>
      <section aria-labelledby="top-cities" className="space-y-3">
        <h2 id="top-cities" className="text-2xl font-semibold">
          Top cities
        </h2>
        <ul className="flex flex-wrap gap-3">
          {[
            ["new-york", "New York"],
            ["los-angeles", "Los Angeles"],
            ["chicago", "Chicago"],
          ].map(([id, name]) => (
            <li key={id}>
              <Link href={`/healthy-restaurants/${id}`} className="font-medium text-primary underline">
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="suggested" className="space-y-4">
        <h2 id="suggested" className="text-2xl font-semibold">
          Suggested restaurants
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {suggestions.map((restaurant) => (
            <RestaurantCard key={restaurant.id} restaurant={restaurant} />
          ))}
        </div>
      </section>
      <JsonLd data={webSiteWithSearch()} />
    </div>
  );
}

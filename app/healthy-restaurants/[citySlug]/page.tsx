import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { RestaurantCard } from "@/components/restaurants/restaurant-card";
import { RestaurantDialogFromUrl } from "@/components/restaurants/restaurant-dialog-from-url";
import { getCity, listCities } from "@/lib/cities/queries";
import { listCityRestaurants } from "@/lib/restaurants/queries";

type Props = { params: Promise<{ citySlug: string }> };

export const revalidate = 3600;
export const dynamicParams = true;

export async function generateStaticParams() {
  const cities = await listCities();
  return cities.map((city) => ({ citySlug: city.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = await getCity((await params).citySlug);
  if (!city) return {};
  return {
    title: `Healthy Restaurants in ${city.name}, ${city.state}`,
    description: `Macro-friendly, high-protein restaurant meals in ${city.name}, ${city.state}, with protein, carbs, fat, sugar and calories for each meal.`,
    alternates: { canonical: `/healthy-restaurants/${city.id}` },
  };
}

export default async function CityPage({ params }: Props) {
  const city = await getCity((await params).citySlug);
  if (!city) notFound();
  const restaurants = await listCityRestaurants(city.name);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Healthy Restaurants in {city.name}</h1>
        {city.description ? <p className="text-muted-foreground">{city.description}</p> : null}
      </header>
      {restaurants.length === 0 ? (
        <p>No restaurants listed in {city.name} yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {restaurants.map((restaurant) => (
            <RestaurantCard key={restaurant.id} restaurant={restaurant} />
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        <RestaurantDialogFromUrl restaurants={restaurants} />
      </Suspense>
    </div>
  );
}

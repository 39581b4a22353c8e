import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { notFound } from "next/navigation";
import { ExternalLink } from "lucide-react";
import { NutritionTable } from "@/components/listings/nutrition-table";
import { MenuAsOf } from "@/components/nutrition/menu-as-of";
import { ProvenanceLine } from "@/components/nutrition/provenance-line";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { Badge } from "@/components/ui/badge";
import { getRestaurantNutrition, listBrands } from "@/lib/listings/queries";
import { nutritionRow } from "@/lib/nutrition/nutrition-table";
import { menuKinds } from "@/lib/restaurants/menu-sections";
import { restaurantWithMenu } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { WebsiteLink } from "@/components/restaurants/website-link";
import { brandNutritionPath, cityOverviewPath, PATHS } from "@/lib/site/paths";

type Props = { params: Promise<{ restaurantName: string }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  return (await listBrands()).map((brand) => ({ restaurantName: brand.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).restaurantName;
  const restaurant = await getRestaurantNutrition(slug);
  if (!restaurant) return {};
  return pageMetadata({
    title: `${restaurant.name} Nutrition Facts`,
    description: `${restaurant.name} nutrition facts: protein, carbs, fat, sugar and calories for all ${restaurant.meals.length} menu items, sortable, with protein per 100 calories.`,
    path: brandNutritionPath(slug),
  });
}

export default async function RestaurantNutritionPage({ params }: Props) {
  const slug = (await params).restaurantName;
  const restaurant = await getRestaurantNutrition(slug);
  if (!restaurant) notFound();
  const path = brandNutritionPath(slug);
  const title = `${restaurant.name} Nutrition Facts`;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          { name: "Restaurant Nutrition Facts", path: PATHS.nutritionFacts },
          { name: restaurant.name, path },
        ]}
      />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {restaurant.description ? <p className="text-muted-foreground">{restaurant.description}</p> : null}
        <div className="flex flex-wrap items-center gap-2">
          {restaurant.tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
          <WebsiteLink
            website={restaurant.website}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline"
          >
            Official website <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </WebsiteLink>
        </div>
      </header>
      <section aria-labelledby="menu" className="space-y-3">
        <h2 id="menu" className="text-2xl font-semibold">
          Menu nutrition ({restaurant.meals.length} items)
        </h2>
        <p className="text-sm text-muted-foreground">
          Values as published by the restaurant; N/A means it does not publish that value. Select a column
          heading to sort, or a meal&apos;s nutrition label for the rest of it.
        </p>
        <MenuAsOf meals={restaurant.meals} className="text-sm font-medium" />
        <ProvenanceLine meals={restaurant.meals} className="text-sm text-muted-foreground" />
        {restaurant.meals.length === 0 ? (
          <p>No specific meals listed yet.</p>
        ) : (
          menuKinds(restaurant.meals).map(({ kind, title, meals }) => (
            <section key={kind} aria-label={title} className="space-y-2">
              {kind === "meal" ? null : <h3 className="pt-2 text-xl font-semibold">{title}</h3>}
              <NutritionTable
                rows={meals.map(nutritionRow)}
                caption={
                  kind === "meal" ? `${restaurant.name} menu nutrition` : `${restaurant.name}: ${title}`
                }
              />
            </section>
          ))
        )}
      </section>
      <section aria-labelledby="locations" className="space-y-3">
        <h2 id="locations" className="text-2xl font-semibold">
          Locations
        </h2>
        {restaurant.location_count === 0 ? (
          <p className="text-muted-foreground">
            We do not know where {restaurant.name} stands yet: its menu is here, and no location is shown
            until a real one is known.
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">
              {restaurant.location_count.toLocaleString("en-US")}{" "}
              {restaurant.location_count === 1 ? "location" : "locations"} in{" "}
              {restaurant.city_count.toLocaleString("en-US")}{" "}
              {restaurant.city_count === 1 ? "city" : "cities"}
              {restaurant.city_count > restaurant.cities.length
                ? `; the ${restaurant.cities.length} cities with the most are listed`
                : null}
              . Store locations: All the Places (alltheplaces.xyz), CC0 1.0.
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {restaurant.cities.map((place) => (
                <li key={place.city_id} className="flex items-start gap-2 text-sm">
                  <span aria-hidden className="icon icon-map-pin mt-0.5 size-4 text-primary" />
                  <Link href={cityOverviewPath(place.city_id)} className="underline">
                    {place.city}, {place.state}
                  </Link>
                  <span className="text-muted-foreground">
                    {place.location_count} {place.location_count === 1 ? "location" : "locations"}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <JsonLd
        data={restaurantWithMenu({
          name: restaurant.name,
          path,
          description: restaurant.description,
          website: restaurant.website,
          addresses: [],
          meals: restaurant.meals,
        })}
      />
    </div>
  );
}

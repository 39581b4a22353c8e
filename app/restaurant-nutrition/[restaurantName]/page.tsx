import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { notFound } from "next/navigation";
import { ExternalLink } from "lucide-react";
import { NutritionTable } from "@/components/listings/nutrition-table";
import { MenuAsOf } from "@/components/nutrition/menu-as-of";
import { MenuChart } from "@/components/nutrition/menu-chart";
import { ProvenanceLine } from "@/components/nutrition/provenance-line";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { Badge } from "@/components/ui/badge";
import { getRestaurantNutrition, listBrands } from "@/lib/listings/queries";
import { menuChartPoints } from "@/lib/nutrition/menu-chart-points";
import { nutritionRow } from "@/lib/nutrition/nutrition-table";
import { menuCategories, mostProtein } from "@/lib/restaurants/menu-categories";
import { restaurantWithMenu } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { WebsiteLink } from "@/components/restaurants/website-link";
import { brandNutritionPath, cityOverviewPath, menuCategoryPath, PATHS } from "@/lib/pages/paths";

type Props = { params: Promise<{ restaurantName: string }> };

/** The meals with the most protein shown on the chain's page; the whole menu is on its category pages. */
const TOP_PROTEIN_ROWS = 10;

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
    description: `${restaurant.name} nutrition facts: protein, carbs, fat, sugar and calories for all ${restaurant.meals.length} menu items, by category, with protein per 100 calories.`,
    path: brandNutritionPath(slug),
  });
}

export default async function RestaurantNutritionPage({ params }: Props) {
  const slug = (await params).restaurantName;
  const restaurant = await getRestaurantNutrition(slug);
  if (!restaurant) notFound();
  const path = brandNutritionPath(slug);
  const title = `${restaurant.name} Nutrition Facts`;
  const categories = menuCategories(restaurant.meals);
  const topProtein = mostProtein(restaurant.meals, TOP_PROTEIN_ROWS);
  const chartPoints = menuChartPoints(
    slug,
    restaurant.meals,
    restaurant.listed_meal_ids,
    new Set(topProtein.map((meal) => meal.id)),
  );
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
        <MenuAsOf meals={restaurant.meals} className="text-sm font-medium" />
        <ProvenanceLine meals={restaurant.meals} className="text-sm text-muted-foreground" />
        {restaurant.meals.length === 0 ? (
          <p>No specific meals listed yet.</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              The whole menu by category, each on a page of its own with protein, carbs, fat, sugar, calories
              and sodium for every item.
            </p>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {categories.map((category) => (
                <li key={category.slug}>
                  <a
                    href={menuCategoryPath(slug, category.slug)}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-md border px-3 py-2 font-medium hover:bg-accent"
                  >
                    <span className="text-primary underline underline-offset-2">{category.title}</span>
                    <span className="text-sm font-normal text-muted-foreground">
                      {category.rows.length} {category.rows.length === 1 ? "item" : "items"}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            {chartPoints.length > 0 ? (
              <section aria-labelledby="protein-chart" className="space-y-2 pt-2">
                <h3 id="protein-chart" className="text-xl font-semibold">
                  Protein against calories
                </h3>
                <MenuChart
                  id="menu-chart"
                  points={chartPoints}
                  title={`${restaurant.name}: protein against calories of its meals`}
                />
              </section>
            ) : null}
            {topProtein.length > 0 ? (
              <section aria-labelledby="most-protein" className="space-y-2 pt-2">
                <h3 id="most-protein" className="text-xl font-semibold">
                  Most protein on the menu
                </h3>
                <NutritionTable
                  rows={topProtein.map(nutritionRow)}
                  initialSort={{ column: "protein", direction: "descending" }}
                  caption={`${restaurant.name}: the ${topProtein.length} meals with the most protein`}
                />
              </section>
            ) : null}
          </>
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
          sections: categories.map((category) => ({
            name: category.title,
            path: menuCategoryPath(slug, category.slug),
            meals: [],
          })),
        })}
      />
    </div>
  );
}

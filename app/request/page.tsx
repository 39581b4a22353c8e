import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { Link } from "@/components/site/link";
import { webPage } from "@/lib/seo/json-ld";
import { AddRestaurantForm } from "@/components/requests/add-restaurant-form";
import { CitySuggestionForm } from "@/components/requests/city-suggestion-form";
import { MealRequestForm } from "@/components/requests/meal-request-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoadError } from "@/components/cities/load-error";
import { RESTAURANT_PICKER_RESULTS, RESTAURANTS_LIST_ERROR } from "@/lib/requests/constants";
import { isRestaurantId } from "@/lib/restaurants/id";
import { getRestaurant, searchRestaurantOptions } from "@/lib/restaurants/queries";
import type { RestaurantOption } from "@/lib/restaurants/schema";
import { readForPage, readOr } from "@/lib/site/page-read";
import { mealRequestPath, PATHS, requestTabPath } from "@/lib/pages/paths";

export const metadata: Metadata = {
  title: "Suggest a Meal, Restaurant or City",
  description:
    "Help us grow: request a meal's nutrition facts, add a restaurant with one of its meals, or suggest a city we should cover next.",
  alternates: { canonical: PATHS.request },
};

const TABS = [
  { value: "meal", label: "Request a Meal" },
  { value: "restaurant", label: "Add a Restaurant" },
  { value: "city", label: "Suggest a City" },
] as const;

type Props = { searchParams: Promise<{ restaurant?: string | string[]; tab?: string | string[] }> };

export default async function RequestPage({ searchParams }: Props) {
  const query = await searchParams;
  const restaurantId = typeof query.restaurant === "string" ? query.restaurant : null;
  // Without the restaurant list the page still works: a meal for a new restaurant, and the other two tabs.
  const [restaurantsRead, locked] = await Promise.all([
    // The picker's first restaurants by name; a search in the browser finds the others.
    readForPage(searchRestaurantOptions("", RESTAURANT_PICKER_RESULTS), "the restaurants list"),
    isRestaurantId(restaurantId)
      ? readOr(getRestaurant(restaurantId), null, "the requested restaurant")
      : null,
  ]);
  const restaurants = restaurantsRead.ok ? restaurantsRead.value : [];
  const lockedRestaurant: RestaurantOption | null = locked
    ? locked.is_chain
      ? { id: locked.id, name: locked.name, city: null, state: null }
      : { id: locked.id, name: locked.name, city: locked.city, state: locked.state }
    : null;
  const tab = TABS.some((t) => t.value === query.tab) ? String(query.tab) : "meal";
  // Where each form posts before JavaScript loads: this page, on the same tab and restaurant.
  const mealPermalink = lockedRestaurant ? mealRequestPath(lockedRestaurant.id) : PATHS.request;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Help Us Grow</h1>
        <p className="text-muted-foreground">
          Know a meal, a restaurant or a city we are missing? Tell us and we will review it. Fields marked *
          are required.
        </p>
      </header>
      <Tabs defaultValue={lockedRestaurant ? "meal" : tab} className="gap-6">
        <TabsList className="grid h-auto w-full grid-cols-3">
          {TABS.map((t) => (
            // Each tab is a link to the page on that tab, so it works before (and without) JavaScript; once
            // hydrated the tab shows at once and the address follows.
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="px-1 py-1.5 text-xs whitespace-normal sm:text-sm"
              asChild
            >
              <Link href={t.value === "meal" ? mealPermalink : requestTabPath(t.value)} scroll={false}>
                {t.label}
              </Link>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="meal" className="rounded-xl border bg-card p-4 sm:p-6">
          {restaurantsRead.ok ? null : (
            <div className="mb-5">
              <LoadError title={RESTAURANTS_LIST_ERROR.title} message={RESTAURANTS_LIST_ERROR.description} />
            </div>
          )}
          <MealRequestForm
            restaurants={restaurants}
            lockedRestaurant={lockedRestaurant}
            permalink={mealPermalink}
          />
        </TabsContent>
        <TabsContent value="restaurant" className="rounded-xl border bg-card p-4 sm:p-6">
          <AddRestaurantForm permalink={requestTabPath("restaurant")} />
        </TabsContent>
        <TabsContent value="city" className="rounded-xl border bg-card p-4 sm:p-6">
          <CitySuggestionForm permalink={requestTabPath("city")} />
        </TabsContent>
      </Tabs>
      <JsonLd
        data={webPage({
          name: "Suggest a Meal, Restaurant or City",
          description: "Request a meal's nutrition facts, add a restaurant or suggest a city to cover.",
          path: PATHS.request,
        })}
      />
    </div>
  );
}

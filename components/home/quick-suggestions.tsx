import { QuickSuggestionCard } from "@/components/home/quick-suggestion-card";
import { Alert } from "@/components/ui/alert";
import type { Restaurant } from "@/lib/restaurants/schema";

/** Suggested restaurants; `error` is set when they could not be loaded. */
export function QuickSuggestions({ restaurants, error }: { restaurants: Restaurant[]; error?: string }) {
  return (
    <section aria-labelledby="quick-suggestions" className="space-y-6">
      <h2 id="quick-suggestions" className="text-2xl font-bold tracking-tight md:text-3xl">
        Quick Suggestions
      </h2>
      {error ? (
        <Alert variant="destructive">Error fetching suggested restaurants: {error}</Alert>
      ) : restaurants.length === 0 ? (
        <p className="text-muted-foreground">No restaurants to suggest yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {restaurants.map((restaurant) => (
            <QuickSuggestionCard key={restaurant.id} restaurant={restaurant} />
          ))}
        </div>
      )}
    </section>
  );
}

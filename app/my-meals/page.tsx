import type { Metadata } from "next";
import { SavedMealsList } from "@/components/saved-meals/saved-meals-list";

export const metadata: Metadata = {
  title: "My Saved Meals",
  description: "The meals, custom meals and combinations you saved, kept in this browser or on your account.",
  // Each visitor's own list, kept in their browser or account (read after load): nothing for a search engine.
  robots: { index: false, follow: true },
};

export default function MyMealsPage() {
  return (
    <main className="mx-auto max-w-4xl space-y-4 px-4 py-10">
      <h1 className="text-3xl font-bold">My Saved Meals</h1>
      <p className="text-muted-foreground">
        Meals you save from the calculator, your custom meals and combinations are kept in this browser, with
        their totals and a link back to each. Signed in, they are kept on your account, and the ones saved in
        this browser join them.
      </p>
      <noscript>
        <p>Your saved meals are kept in this browser: turn on JavaScript to see them.</p>
      </noscript>
      <SavedMealsList />
    </main>
  );
}

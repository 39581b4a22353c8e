import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CorrectionForm } from "@/components/requests/correction-form";
import { z } from "zod";
import { getRestaurant, listMealsByIds } from "@/lib/restaurants/queries";
import { correctionPath } from "@/lib/pages/paths";

export const metadata: Metadata = {
  title: "Report a wrong number",
  description: "Tell us which of a meal's values is wrong and where the right one is published.",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ meal?: string | string[] }> };

/** 'Report a wrong number' on one meal (?meal=<id>): a pending correction for the review desk. */
export default async function CorrectionPage({ searchParams }: Props) {
  const { meal: mealId } = await searchParams;
  if (typeof mealId !== "string" || !z.guid().safeParse(mealId).success) notFound();
  const [meal] = await listMealsByIds([mealId]);
  if (!meal) notFound();
  const restaurant = await getRestaurant(meal.restaurant_id);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Report a wrong number</h1>
        <p className="text-muted-foreground">
          {meal.name}
          {restaurant ? ` at ${restaurant.name}` : ""}: tell us which value is wrong, what it should be, and
          where the right one is published. We check every report before the menu changes.
        </p>
      </header>
      <CorrectionForm
        mealId={meal.id}
        values={{
          calories: meal.calories,
          protein: meal.protein,
          carbs: meal.carbs,
          fat: meal.fat,
          sugar: meal.sugar,
        }}
        permalink={correctionPath(meal.id)}
      />
    </div>
  );
}

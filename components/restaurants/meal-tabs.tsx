"use client";

import { CopyButton } from "@/components/restaurants/copy-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatMacro } from "@/lib/nutrition/macro-value";
import { orderPhrases, type OrderPhraseMeal } from "@/lib/nutrition/order-phrases";
import { portionGuide } from "@/lib/nutrition/portion-guide";

/**
 * A meal's two tabs (docs/product.md#meal-advice): Portion Guide and Customize Order (copyable phrases). Shown in
 * the restaurant dialog and in the meal builder's bottom sheet.
 */
export function MealTabs({ meal }: { meal: OrderPhraseMeal }) {
  const guide = portionGuide(meal);
  const phrases = orderPhrases(meal);
  return (
    <Tabs defaultValue="portion" className="w-full">
      <TabsList aria-label={`${meal.name} details`}>
        <TabsTrigger value="portion">Portion Guide</TabsTrigger>
        <TabsTrigger value="customize">Customize Order</TabsTrigger>
      </TabsList>
      <TabsContent value="portion" className="space-y-1 text-sm">
        {guide.servings === null ? (
          <p>{guide.advice}: the menu does not give this meal&apos;s calories.</p>
        ) : (
          <p>
            <span className="font-semibold">
              {guide.servings} {guide.servings === 1 ? "serving" : "servings"}
            </span>{" "}
            · {guide.advice}
          </p>
        )}
        {guide.servings !== null && guide.servings > 1 ? (
          <p className="text-muted-foreground">
            Per serving: {formatMacro(guide.perServing.protein, "g")} protein,{" "}
            {formatMacro(guide.perServing.carbs, "g")} carbs, {formatMacro(guide.perServing.fat, "g")} fat,{" "}
            {formatMacro(guide.perServing.calories, "")} calories.
          </p>
        ) : null}
      </TabsContent>
      <TabsContent value="customize" className="space-y-2 text-sm">
        <ul className="space-y-1">
          {phrases.map((phrase) => (
            <li
              key={phrase}
              className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-1.5"
            >
              <span>{phrase}</span>
              <CopyButton
                text={phrase}
                label={`Copy: ${phrase}`}
                success={{ title: "Copied!", description: "Customization request copied to clipboard" }}
              />
            </li>
          ))}
        </ul>
        <CopyButton
          text={phrases.join("\n")}
          label="Copy all options"
          success={{ title: "All options copied!" }}
        >
          Copy all
        </CopyButton>
      </TabsContent>
    </Tabs>
  );
}

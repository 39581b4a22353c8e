"use client";

import { Info, Plus } from "lucide-react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { groupTarget, MenuFinder } from "@/components/restaurants/menu-finder";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { BuilderMeal } from "@/lib/meal-builder/custom-meal";
import { MenuAsOf } from "@/components/nutrition/menu-as-of";
import { NutritionNote } from "@/components/nutrition/nutrition-label";
import { ProvenanceLine } from "@/components/nutrition/provenance-line";
import { formatMacro, macroNumber } from "@/lib/nutrition/macro-value";
import { proteinDensity, proteinDensityText } from "@/lib/nutrition/protein-density";
import { itemCount, menuGroups, searchMenu } from "@/lib/restaurants/menu-finder";
import { menuSections } from "@/lib/restaurants/menu-sections";

type Props = {
  restaurantName: string;
  status: "loading" | "ready" | "error";
  meals: BuilderMeal[];
  onAdd: (meal: BuilderMeal) => void;
  onInfo: (meal: BuilderMeal) => void;
};

const grams = (value: string | null) => formatMacro(value, "g");
const density = (meal: BuilderMeal) =>
  proteinDensityText(
    proteinDensity({
      protein: meal.protein,
      protein_g: macroNumber(meal.protein),
      calories_kcal: macroNumber(meal.calories),
    }),
  );

/** One row of the menu: its numbers, its tips and Add (a component adds at its published portion). */
function MenuLine({
  meal,
  onAdd,
  onInfo,
}: {
  meal: BuilderMeal;
  onAdd: (meal: BuilderMeal) => void;
  onInfo: (meal: BuilderMeal) => void;
}) {
  return (
    <li className="flex items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{meal.name}</p>
        <p className="text-xs text-muted-foreground">
          P: {grams(meal.protein)} · C: {grams(meal.carbs)} · F: {grams(meal.fat)} ·{" "}
          {formatMacro(meal.calories, "kcal")} · Protein per 100 kcal: {density(meal)}
        </p>
        <NutritionNote meal={meal} small className="mt-1" />
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Nutrition tips for ${meal.name}`}
        onClick={() => onInfo(meal)}
      >
        <Info />
      </Button>
      <Button size="sm" aria-label={`Add ${meal.name}`} onClick={() => onAdd(meal)}>
        <Plus aria-hidden /> Add
      </Button>
    </li>
  );
}

/**
 * The chosen restaurant's whole menu, as the counter takes an order: its meals, then the parts an order is built
 * from slot by slot (base, protein, rice, beans, salsas, toppings), then drinks; every size its own row. A search
 * box and a jump to each section find any item of a long menu.
 */
export function MenuCard({ restaurantName, status, meals, onAdd, onInfo }: Props) {
  const [query, setQuery] = useState("");
  const searched = useDeferredValue(query);
  const listId = useId();
  const groups = useMemo(
    () =>
      menuGroups(
        menuSections(
          meals.map((meal) => ({ ...meal, kind: meal.kind ?? "meal" })),
          "Meals",
        ),
        false,
      ),
    [meals],
  );
  const found = useMemo(() => searchMenu(groups, searched), [groups, searched]);
  const jumpTo = (key: string) => {
    const target = document.getElementById(groupTarget(listId, key));
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  };
  return (
    <Card aria-busy={status === "loading"} className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h3 className="text-lg">Menu at {restaurantName}</h3>
        </CardTitle>
        {status === "ready" ? (
          <>
            <MenuAsOf meals={meals} />
            <ProvenanceLine meals={meals} />
          </>
        ) : null}
      </CardHeader>
      <CardContent>
        {status === "loading" ? (
          <p role="status" className="text-muted-foreground">
            Loading meals...
          </p>
        ) : meals.length === 0 ? (
          <p className="text-muted-foreground">No meals found for this restaurant.</p>
        ) : (
          <div className="min-w-0 space-y-3">
            <MenuFinder
              query={query}
              onQuery={setQuery}
              groups={found}
              found={itemCount(found)}
              total={meals.length}
              onJump={jumpTo}
              place={restaurantName}
            />
            <div className="space-y-4 lg:max-h-[300px] lg:overflow-y-auto lg:pr-1">
              {found.map((section) => (
                <section
                  key={section.key}
                  id={groupTarget(listId, section.key)}
                  tabIndex={-1}
                  aria-label={section.title}
                  className="scroll-mt-2 outline-none"
                >
                  <h4 className="text-sm font-semibold">{section.title}</h4>
                  <ul
                    aria-label={
                      section.role === "meal"
                        ? `Menu at ${restaurantName}`
                        : `${section.title} at ${restaurantName}`
                    }
                    className="divide-y"
                  >
                    {section.dishes
                      .flatMap((dish) => dish.sizes)
                      .map((meal) => (
                        <MenuLine key={meal.id} meal={meal} onAdd={onAdd} onInfo={onInfo} />
                      ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

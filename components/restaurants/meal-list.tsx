"use client";

import { ReportWrongNumberLink } from "@/components/requests/report-wrong-number-link";
import { memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { MacroList } from "@/components/restaurants/macro-list";
import { Button } from "@/components/ui/button";
import { MealTabs } from "@/components/restaurants/meal-tabs";
import { groupTarget, MenuFinder } from "@/components/restaurants/menu-finder";
import { SizeSwitch } from "@/components/restaurants/size-switch";
import { TrackerActions } from "@/components/tracker/tracker-actions";
import { MealDensity } from "@/components/nutrition/meal-density";
import { NutritionLabel } from "@/components/nutrition/nutrition-label";
import { SortToggle } from "@/components/nutrition/sort-toggle";
import { PROTEIN_PER_CALORIE, type MealSort } from "@/lib/nutrition/meal-sort";
import { sortByProteinDensity } from "@/lib/nutrition/protein-density";
import { itemCount, menuGroups, searchMenu } from "@/lib/restaurants/menu-finder";
import { menuSections } from "@/lib/restaurants/menu-sections";
import { bySize } from "@/lib/restaurants/size-order";
import type { Meal } from "@/lib/restaurants/schema";
import { withQuery } from "@/lib/site/url-state";
import { handOffItem } from "@/lib/tracker/hand-off";
import { cn } from "@/lib/utils";

/** The page the dialog is open on (a saved meal links back to it from /my-meals). */
const pagePath = () =>
  typeof window === "undefined" ? "" : `${window.location.pathname}${window.location.search}`;

/**
 * The dishes each section shows until the diner asks for more: a chain's whole menu drawn at once (a thousand
 * items, each with its label, tabs and tracker actions) is tens of thousands of elements that keep a phone busy for
 * seconds and slow every tap after. A menu of one section shows a few more. The search box and the jumps reach
 * any item; 'Show more' draws SECTION_STEP more of a section at a time.
 */
export const SECTION_FIRST = 6;
export const ONLY_SECTION_FIRST = 12;
const SECTION_STEP = 24;

/**
 * 'Available Meals': each meal's macros, protein per 100 kcal and tabs; the highlighted one is marked and scrolled
 * into view. By name, or most protein per calorie first when `sort` says so (`onSortChange` offers the choice).
 * Each meal has the tracker hand-off and Save, linking back to the dialog open on it (the address as it is, the
 * restaurant's parameter kept, with the meal's). Rendered in the browser only (the dialog's code loads when it
 * opens), so the current address is read here.
 */
export function MealList({
  meals,
  restaurant,
  highlightedMealId,
  sort = "default",
  onSortChange,
}: {
  meals: Meal[];
  /** The menu's restaurant, for the hand-off's lines. */
  restaurant: { name: string };
  highlightedMealId?: string | null;
  sort?: MealSort;
  onSortChange?: (sort: MealSort) => void;
}) {
  const highlighted = useRef<HTMLLIElement>(null);
  // Kept between renders, so each dish keeps its sizes array and its memoised entry is not drawn again.
  const shown = useMemo(
    () => (sort === PROTEIN_PER_CALORIE ? sortByProteinDensity(meals) : meals),
    [sort, meals],
  );
  const ranked = sort === PROTEIN_PER_CALORIE;
  // By the chain's categories, unless ranked: a ranked list is one list, best first.
  const groups = useMemo(() => menuGroups(menuSections(shown), !ranked), [shown, ranked]);
  const [query, setQuery] = useState("");
  const searched = useDeferredValue(query);
  const found = useMemo(() => searchMenu(groups, searched), [groups, searched]);
  const listId = useId();
  // How many dishes each section shows, by its key, once the diner has asked for more.
  const [shownIn, setShownIn] = useState<Record<string, number>>({});
  const first = found.length > 1 ? SECTION_FIRST : ONLY_SECTION_FIRST;

  // The address each saved meal links back to: read on every render, so a change of sort reaches the links.
  const page = pagePath();

  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: "center" });
  }, [highlightedMealId]);

  // Every section's heading is drawn, so a jump moves the view and the focus straight to it.
  const jumpTo = (key: string) => {
    const target = document.getElementById(groupTarget(listId, key));
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  };

  const headedMeals = groups.filter((group) => group.role === "meal").length > 1;
  return (
    <section aria-labelledby="available-meals" className="min-w-0 space-y-3">
      <h3 id="available-meals" className="text-lg font-semibold">
        Available Meals
      </h3>
      {onSortChange && meals.length > 1 ? (
        <SortToggle sort={sort} label="Name" onChange={onSortChange} />
      ) : null}
      {meals.length > ONLY_SECTION_FIRST ? (
        <MenuFinder
          query={query}
          onQuery={setQuery}
          groups={found}
          found={itemCount(found)}
          total={meals.length}
          onJump={jumpTo}
          place={restaurant.name}
        />
      ) : null}
      {meals.length === 0 ? (
        <p className="text-muted-foreground">No specific meals listed yet.</p>
      ) : (
        found.map((group) => {
          // A highlighted dish is drawn, with the dishes above it in its section, so it can be scrolled to.
          const highlightedAt = highlightedMealId
            ? group.dishes.findIndex((dish) => dish.sizes.some((meal) => meal.id === highlightedMealId))
            : -1;
          const limit = shownIn[group.key] ?? Math.max(first, highlightedAt + 1);
          const drawnHere = group.dishes.slice(0, limit);
          const more = Math.min(group.dishes.length - drawnHere.length, SECTION_STEP);
          const headed = group.role !== "meal" || headedMeals;
          return (
            <div
              key={group.key}
              id={groupTarget(listId, group.key)}
              tabIndex={-1}
              className="scroll-mt-2 space-y-3 outline-none"
            >
              {headed ? <h4 className="pt-2 font-semibold text-foreground">{group.title}</h4> : null}
              <ul aria-label={headed ? group.title : "Meals"} className="space-y-3">
                {drawnHere.map((dish) => (
                  <DishItem
                    key={`${dish.key} ${sort}`}
                    sizes={dish.sizes}
                    ranked={ranked}
                    restaurantName={restaurant.name}
                    highlightedMealId={highlightedMealId ?? null}
                    highlightedRef={highlighted}
                    page={page}
                  />
                ))}
              </ul>
              {more > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  className="w-full"
                  aria-label={`Show ${more} more ${headed ? `in ${group.title}` : "meals"}, of ${group.dishes.length}`}
                  onClick={() => setShownIn((shown) => ({ ...shown, [group.key]: limit + SECTION_STEP }))}
                >
                  Show {more} more
                </Button>
              ) : null}
            </div>
          );
        })
      )}
    </section>
  );
}

/**
 * A dish with its sizes: the diner switches size and sees that size's own numbers (each size is a row of the
 * menu, never scaled). Opens on the highlighted size when the address names one.
 */
function DishItem({
  sizes,
  ranked,
  restaurantName,
  highlightedMealId,
  highlightedRef,
  page,
}: {
  sizes: Meal[];
  /** The list is ranked (most protein per calorie first): the dish opens on the size that placed it. */
  ranked: boolean;
  restaurantName: string;
  highlightedMealId: string | null;
  highlightedRef: RefObject<HTMLLIElement | null>;
  page: string;
}) {
  // In the chain's order of sizes, smallest first. Shown first: the size the address names, else in a ranked list
  // the size that ranks the dish (the first given), else the regular size.
  const ordered = useMemo(() => [...sizes].sort(bySize), [sizes]);
  const [picked, setPicked] = useState(() => {
    const named = ordered.findIndex((meal) => meal.id === highlightedMealId);
    if (named >= 0) return named;
    if (ranked) return ordered.indexOf(sizes[0]!);
    return Math.max(
      ordered.findIndex((meal) => meal.size === "Regular"),
      0,
    );
  });
  const meal = ordered[picked] ?? ordered[0]!;
  return (
    <MealItem
      meal={meal}
      sizes={ordered}
      onSize={setPicked}
      restaurantName={restaurantName}
      highlightedRef={meal.id === highlightedMealId ? highlightedRef : null}
      page={page}
    />
  );
}

/**
 * One meal of the list; unchanged meals are not drawn again when the list grows. `highlightedRef` marks the meal
 * the address names; `page` is the address (path and query) the meal's saved link starts from.
 */
const MealItem = memo(function MealItem({
  meal,
  sizes,
  onSize,
  restaurantName,
  highlightedRef,
  page,
}: {
  meal: Meal;
  sizes: Meal[];
  onSize: (index: number) => void;
  restaurantName: string;
  highlightedRef: RefObject<HTMLLIElement | null> | null;
  page: string;
}) {
  const [path = "", search = ""] = page.split("?");
  return (
    <li
      ref={highlightedRef ?? undefined}
      aria-current={highlightedRef ? "true" : undefined}
      className={cn(
        "space-y-3 rounded-lg border p-3",
        highlightedRef && "border-primary ring-2 ring-primary/40",
      )}
    >
      <div>
        <h4 className="font-medium">{meal.name}</h4>
        {meal.role === "sharing" && meal.serves ? (
          <p className="text-sm font-medium text-foreground">{meal.serves}</p>
        ) : null}
        {meal.description ? <p className="text-sm text-muted-foreground">{meal.description}</p> : null}
      </div>
      {sizes.length > 1 ? <SizeSwitch sizes={sizes} current={meal.id} onSize={onSize} /> : null}
      <MacroList meal={meal} />
      <MealDensity meal={meal} />
      <NutritionLabel meal={meal} />
      <MealTabs meal={meal} />
      <ReportWrongNumberLink mealId={meal.id} mealName={meal.name} />
      <TrackerActions
        kind="meal"
        title={meal.name}
        items={[handOffItem(meal, restaurantName)]}
        href={`${path}${withQuery(search, { meal: meal.id })}`}
      />
    </li>
  );
});

"use client";

import { ReportWrongNumberLink } from "@/components/requests/report-wrong-number-link";
import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from "react";
import { MacroList } from "@/components/restaurants/macro-list";
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
 * The meals drawn with the dialog's first frame: a chain's whole menu (hundreds of meals, each with its label, tabs
 * and tracker actions) takes seconds to render and lay out at once on a phone, so the dialog opens on the first
 * ones and the rest follow in interruptible steps, each drawing as many again as are drawn (a few steps for the
 * longest menu).
 */
export const FIRST_MEALS = 12;

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
  const dishes = found.flatMap((group) => group.dishes);
  const listId = useId();
  // A group jumped to before it is drawn: moved to once it is.
  const pendingJump = useRef<string | null>(null);
  // A highlighted meal is drawn in the first frame, with every dish above it, so it can be scrolled to.
  const highlightedAt = highlightedMealId
    ? dishes.findIndex((dish) => dish.sizes.some((meal) => meal.id === highlightedMealId))
    : -1;
  const [drawn, setDrawn] = useState(() => Math.max(FIRST_MEALS, highlightedAt + 1));
  const visible = Math.max(drawn, highlightedAt + 1);

  useEffect(() => {
    if (visible >= dishes.length) return;
    const step = setTimeout(() => startTransition(() => setDrawn(visible * 2)), 0);
    return () => clearTimeout(step);
  }, [visible, dishes.length]);

  // The address each saved meal links back to: read on every render, so a change of sort reaches the links.
  const page = pagePath();

  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: "center" });
  }, [highlightedMealId]);

  // A jump draws every dish up to the group's end, then moves the view and the focus to the group.
  const moveTo = (key: string) => {
    const target = document.getElementById(groupTarget(listId, key));
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (pendingJump.current === null) return;
    moveTo(pendingJump.current);
    pendingJump.current = null;
  });

  function jumpTo(key: string) {
    let end = 0;
    for (const group of found) {
      end += group.dishes.length;
      if (group.key === key) break;
    }
    if (end <= visible) return moveTo(key);
    pendingJump.current = key;
    setDrawn(end);
  }

  const headedMeals = groups.filter((group) => group.role === "meal").length > 1;
  let before = 0;
  return (
    <section aria-labelledby="available-meals" className="min-w-0 space-y-3">
      <h3 id="available-meals" className="text-lg font-semibold">
        Available Meals
      </h3>
      {onSortChange && meals.length > 1 ? (
        <SortToggle sort={sort} label="Name" onChange={onSortChange} />
      ) : null}
      {meals.length > FIRST_MEALS ? (
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
          const start = before;
          before += group.dishes.length;
          const drawnHere = group.dishes.slice(0, Math.max(visible - start, 0));
          if (drawnHere.length === 0) return null;
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

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { BudgetCombos } from "@/components/budget/budget-combos";
import { BudgetForm } from "@/components/budget/budget-form";
import { BudgetResults } from "@/components/budget/budget-results";
import { CalculatorModes } from "@/components/budget/calculator-modes";
import { ToolsPage } from "@/components/tools/tools-page";
import {
  BUDGET_FIELDS,
  BUDGET_MODE,
  checkBudget,
  emptyBudgetInput,
  type BudgetField,
  type BudgetFormInput,
} from "@/lib/budget/budget";
import { singleParam } from "@/lib/http/input";
import { MATCH_COUNT_CAP, RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { findMealsWithinBudget, suggestBudgetCombos } from "@/lib/restaurants/budget-queries";
import { isRestaurantId } from "@/lib/restaurants/id";
import { listRestaurantOptions } from "@/lib/restaurants/queries";
import { readForPage, readOr } from "@/lib/site/page-read";
import { PATHS } from "@/lib/pages/paths";

type Params = Record<string, string | string[] | undefined>;

/**
 * The calculator's budget mode (?mode=left&calories=&carbs=&fat=&sugar=&protein=&location=&offset=&fill=),
 * answered on the server: the form as typed, the meals that fit (once a field was sent), and with fill={id} that
 * restaurant's combinations for the budget.
 */
export async function BudgetResultsPage({ params }: { params: Params }) {
  const input = Object.fromEntries(
    BUDGET_FIELDS.map((field) => [field, singleParam(params[field], 20) ?? ""]),
  ) as BudgetFormInput;
  const location = (singleParam(params.location, 100) ?? "").trim();
  const offsetText = singleParam(params.offset, 6) ?? "0";
  const offset = /^\d+$/.test(offsetText) ? Math.min(Number(offsetText), MATCH_COUNT_CAP) : 0;
  const fill = singleParam(params.fill, 40);
  const asked = BUDGET_FIELDS.some((field) => params[field] !== undefined);
  const checked = checkBudget(input);
  const modeError = params.mode !== BUDGET_MODE;

  const pageQuery = new URLSearchParams({ mode: BUDGET_MODE });
  for (const field of BUDGET_FIELDS) if (input[field].trim()) pageQuery.set(field, input[field].trim());
  if (location) pageQuery.set("location", location);

  const [options, results, combos] = await Promise.all([
    readForPage(listRestaurantOptions(), "the meal builder's restaurants"),
    asked && checked.ok && !modeError
      ? readOr(
          findMealsWithinBudget(checked.targets, { location, offset, limit: RESULTS_PAGE_SIZE }),
          null,
          "the meals within the budget",
        )
      : Promise.resolve(undefined),
    checked.ok && fill && isRestaurantId(fill)
      ? readOr(suggestBudgetCombos(fill, checked.targets), null, "the budget's combinations")
      : Promise.resolve(undefined),
  ]);
  const errors: Partial<Record<BudgetField, string>> = {};
  if (!checked.ok) {
    for (const field of BUDGET_FIELDS) {
      const message = checked.errors[field]?.message;
      if (message) errors[field] = message;
    }
  }
  // The fill link is on one of the page's meals, so the page names its restaurant.
  const restaurantName =
    results?.meals.find((meal) => meal.restaurant_id === fill)?.restaurant?.name ?? "this restaurant";
  const query = pageQuery.toString();
  const panel = (
    <>
      <CalculatorModes active="budget" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <BudgetForm input={asked ? input : emptyBudgetInput} location={location} errors={errors} />
        <div className="space-y-6">
          {modeError ? (
            <Alert variant="destructive">
              <AlertTitle>Unknown calculator mode</AlertTitle>
              <AlertDescription>Use the form to search what fits what you have left.</AlertDescription>
            </Alert>
          ) : null}
          {results === null ? (
            <Alert variant="destructive">
              <AlertTitle>Error fetching all meals</AlertTitle>
              <AlertDescription>Please try again later.</AlertDescription>
            </Alert>
          ) : null}
          {fill && combos !== undefined && checked.ok ? (
            <BudgetCombos
              budget={checked.targets}
              restaurantName={restaurantName}
              combos={combos}
              href={`${PATHS.calculatorResults}?${query}&fill=${encodeURIComponent(fill)}#fill`}
            />
          ) : null}
          {results && checked.ok ? (
            <BudgetResults budget={checked.targets} results={results} offset={offset} pageQuery={query} />
          ) : null}
        </div>
      </div>
    </>
  );
  return <ToolsPage tool="macro-calculator" restaurants={options} panel={panel} />;
}

import type { Metadata } from "next";
import type { InitialCalculation } from "@/components/macro-calculator/macro-calculator";
import { TargetsToolPage } from "@/components/macro-calculator/targets-tool-page";
import { toolMetadata } from "@/components/tools/tools-page";
import { singleParam } from "@/lib/http/input";
import { DRINKS_PARAM, MACRO_FIELDS, RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { checkTargets, type MacroTargetsFormInput } from "@/lib/macro-calculator/targets";
import { checkLabelLimits, LABEL_LIMIT_FIELDS, type LabelLimitsInput } from "@/lib/nutrition/label-limits";
import { parseMealSort, SORT_PARAM } from "@/lib/nutrition/meal-sort";
import { findMealsByMacros, listRestaurantOptions } from "@/lib/restaurants/queries";
import { readForPage, readOr } from "@/lib/site/page-read";
import { BudgetResultsPage } from "./budget-results-page";

// The calculator's page stays static; its form lands here, so a search works before (and without) JavaScript.
export const metadata: Metadata = {
  ...toolMetadata("macro-calculator"),
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function calculate(
  input: MacroTargetsFormInput,
  limitsInput: LabelLimitsInput,
  location: string,
  sort: InitialCalculation["sort"],
): Promise<InitialCalculation["answer"]> {
  const checked = checkTargets(input);
  const limits = checkLabelLimits(limitsInput);
  if (!checked.ok || !limits.ok) {
    return {
      kind: "invalid",
      errors: checked.ok ? {} : checked.errors,
      limitErrors: limits.ok ? {} : limits.errors,
    };
  }
  const { targets } = checked;
  const results = await readOr(
    findMealsByMacros(targets, { location, limit: RESULTS_PAGE_SIZE, sort, ...limits.limits }),
    null,
    "the meals matching the targets",
  );
  return results ? { kind: "results", targets, limits: limits.limits, results } : { kind: "failed" };
}

/** The macro calculator with the answer to the targets in the address, rendered on the server. */
export default async function MacroCalculatorResultsPage({ searchParams }: Props) {
  const params = await searchParams;
  if (params.mode !== undefined) return <BudgetResultsPage params={params} />;
  // A repeated or unclean parameter is answered 400 by the request guard (proxy.ts); this is the second line.
  const input = Object.fromEntries(
    MACRO_FIELDS.map((field) => [field, singleParam(params[field], 20) ?? ""]),
  ) as MacroTargetsFormInput;
  const limitsInput = {
    ...Object.fromEntries(LABEL_LIMIT_FIELDS.map((field) => [field, singleParam(params[field], 20) ?? ""])),
    drinks: singleParam(params[DRINKS_PARAM], 20) ?? "",
  } as LabelLimitsInput;
  const location = (singleParam(params.location, 100) ?? "").trim();
  const sort = parseMealSort(singleParam(params[SORT_PARAM]) ?? null);
  const pageQuery = new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  ).toString();
  const [read, answer] = await Promise.all([
    readForPage(listRestaurantOptions(), "the meal builder's restaurants"),
    calculate(input, limitsInput, location, sort),
  ]);
  return (
    <TargetsToolPage restaurants={read} initial={{ pageQuery, input, limitsInput, location, sort, answer }} />
  );
}

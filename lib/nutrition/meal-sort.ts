// The sort a page, the restaurant dialog or the calculator's results can be read in, kept in the URL as
// ?sort=protein-per-calorie (absent: the page's own order).
import type { QueryChanges } from "@/lib/site/url-state";

export const SORT_PARAM = "sort";
export const PROTEIN_PER_CALORIE = "protein-per-calorie";
export type MealSort = "default" | typeof PROTEIN_PER_CALORIE;

/** The label of the protein-density order, wherever it is offered. */
export const PROTEIN_PER_CALORIE_LABEL = "Most protein per calorie";

/** A sort read from the URL: anything but the one known value means the page's own order. */
export const parseMealSort = (value: string | null | undefined): MealSort =>
  value === PROTEIN_PER_CALORIE ? PROTEIN_PER_CALORIE : "default";

/** A sort as a change of the URL's query (lib/site/url-state.ts): the page's own order removes the parameter. */
export const sortChange = (sort: MealSort): QueryChanges => ({
  [SORT_PARAM]: sort === PROTEIN_PER_CALORIE ? PROTEIN_PER_CALORIE : null,
});

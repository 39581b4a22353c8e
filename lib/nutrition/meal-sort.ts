// The sort a page, the restaurant dialog or the calculator's results can be read in, kept in the URL as
// ?sort=protein-per-calorie (absent: the page's own order).

export const SORT_PARAM = "sort";
export const PROTEIN_PER_CALORIE = "protein-per-calorie";
export type MealSort = "default" | typeof PROTEIN_PER_CALORIE;

/** The label of the protein-density order, wherever it is offered. */
export const PROTEIN_PER_CALORIE_LABEL = "Most protein per calorie";

/** A sort read from the URL: anything but the one known value means the page's own order. */
export const parseMealSort = (value: string | null | undefined): MealSort =>
  value === PROTEIN_PER_CALORIE ? PROTEIN_PER_CALORIE : "default";

/** The query string of a sort ('' for the page's own order), keeping the other parameters given. */
export function sortQuery(sort: MealSort, params: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(params);
  if (sort === PROTEIN_PER_CALORIE) next.set(SORT_PARAM, PROTEIN_PER_CALORIE);
  else next.delete(SORT_PARAM);
  const query = next.toString();
  return query ? `?${query}` : "";
}

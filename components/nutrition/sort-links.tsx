import { PROTEIN_PER_CALORIE, PROTEIN_PER_CALORIE_LABEL, type MealSort } from "@/lib/nutrition/meal-sort";

/**
 * A list's two orders as plain links (no script): its own order and 'Most protein per calorie'
 * (?sort=protein-per-calorie), the current one marked. `path` is the page's address without the sort.
 */
export function SortLinks({ path, sort, label }: { path: string; sort: MealSort; label: string }) {
  return (
    <nav aria-label="Sort order" className="sortnav">
      Sort:
      <a href={path} aria-current={sort === "default" ? "true" : undefined}>
        {label}
      </a>
      <a
        href={`${path}?sort=${PROTEIN_PER_CALORIE}`}
        aria-current={sort === PROTEIN_PER_CALORIE ? "true" : undefined}
      >
        {PROTEIN_PER_CALORIE_LABEL}
      </a>
    </nav>
  );
}

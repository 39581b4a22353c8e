import { menuAsOf } from "@/lib/nutrition/nutrition-label";
import { formatAsOf } from "@/lib/nutrition/provenance";

/** 'Menu as of 2022': how fresh a menu's values are (the oldest of its meals' dates); nothing when none is known. */
export function MenuAsOf({
  meals,
  className,
}: {
  meals: readonly { as_of?: string | null }[];
  className?: string;
}) {
  const asOf = menuAsOf(meals);
  if (!asOf) return null;
  return (
    <p className={className ?? "text-xs font-medium text-muted-foreground"}>Menu as of {formatAsOf(asOf)}</p>
  );
}

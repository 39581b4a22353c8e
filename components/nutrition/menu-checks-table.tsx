import { Link } from "@/components/site/link";
import { HeadedTable } from "@/components/ui/headed-table";
import { formatAsOf, SOURCE_NOT_RECORDED } from "@/lib/nutrition/provenance";
import type { MenuCheck } from "@/lib/nutrition/schema";
import { brandNutritionPath } from "@/lib/pages/paths";

const count = (value: number) => value.toLocaleString("en-US");

/**
 * Every chain's menu: its source and date, its meals, how many the calorie check read and how many it flags, and how
 * many rows the plausibility check flags.
 */
export function MenuChecksTable({ checks }: { checks: MenuCheck[] }) {
  return (
    // The links' look is set once on the table: it has a row per chain.
    <HeadedTable
      className="[&_a]:underline [&_th_a]:text-primary"
      caption="Each menu's source and date, and the rows each check flags"
      columns={[
        "Restaurant",
        "Menu source",
        "Menu as of",
        { label: "Meals", numeric: true },
        { label: "Checked", numeric: true },
        { label: "Don't add up", numeric: true },
        { label: "May belong to another item", numeric: true },
      ]}
      rowKey={(_, index) => checks[index]!.slug}
      rows={checks.map((check) => [
        <Link key="name" href={brandNutritionPath(check.slug)}>
          {check.name}
        </Link>,
        check.source ? (
          check.source_url ? (
            <a key="source" href={check.source_url} rel="noopener noreferrer">
              {check.source}
            </a>
          ) : (
            check.source
          )
        ) : (
          SOURCE_NOT_RECORDED
        ),
        check.as_of ? formatAsOf(check.as_of) : "N/A",
        count(check.meal_count),
        count(check.checked_count),
        count(check.flagged_count),
        count(check.implausible_count),
      ])}
    />
  );
}

"use client";

import { useState } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { formatProteinDensity } from "@/lib/nutrition/protein-density";
import {
  displayValue,
  sortNutritionRows,
  type NutritionColumn,
  type NutritionRow,
  type SortDirection,
} from "@/lib/nutrition/nutrition-table";
import { HeadedTable } from "@/components/ui/headed-table";
import { ReportWrongNumberLink } from "@/components/requests/report-wrong-number-link";

const HEADERS: { column: NutritionColumn; label: string }[] = [
  { column: "name", label: "Meal" },
  { column: "protein", label: "Protein (g)" },
  { column: "carbs", label: "Carbs (g)" },
  { column: "fat", label: "Fat (g)" },
  { column: "sugar", label: "Sugar (g)" },
  { column: "calories", label: "Calories" },
  { column: "proteinPer100", label: "Protein per 100 kcal (g)" },
];

/** Every meal of a restaurant; the server renders it sorted by name, and each header button re-sorts it. */
export function NutritionTable({ rows, caption }: { rows: NutritionRow[]; caption: string }) {
  const [sort, setSort] = useState<{ column: NutritionColumn; direction: SortDirection }>({
    column: "name",
    direction: "ascending",
  });
  const sorted = sortNutritionRows(rows, sort.column, sort.direction);
  const toggle = (column: NutritionColumn) =>
    setSort((current) => ({
      column,
      direction:
        current.column === column
          ? current.direction === "ascending"
            ? "descending"
            : "ascending"
          : column === "name" || column === "calories"
            ? "ascending"
            : "descending",
    }));
  return (
    <HeadedTable
      className="min-w-[720px]"
      caption={caption}
      columns={HEADERS.map(({ column, label }) => {
        const active = sort.column === column;
        const Icon = !active ? ArrowUpDown : sort.direction === "ascending" ? ArrowUp : ArrowDown;
        return {
          label: (
            <button
              type="button"
              onClick={() => toggle(column)}
              className="inline-flex items-center gap-1 px-3 py-2 font-semibold hover:underline"
            >
              {label}
              <Icon aria-hidden className="size-3.5" />
            </button>
          ),
          numeric: column !== "name",
          sort: active ? sort.direction : "none",
        };
      })}
      rowKey={(_, index) => sorted[index]!.id}
      rows={sorted.map((row) => [
        <span key="name" className="flex flex-col items-start gap-0.5">
          {row.name}
          <ReportWrongNumberLink mealId={row.id} mealName={row.name} />
        </span>,
        ...HEADERS.slice(1).map(({ column }) =>
          column === "proteinPer100"
            ? formatProteinDensity(row.proteinPer100)
            : displayValue(row[column] as number | null),
        ),
      ])}
    />
  );
}

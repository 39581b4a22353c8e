"use client";

import { Fragment, useId, useState } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { formatProteinDensity } from "@/lib/nutrition/protein-density";
import {
  displayValue,
  rowLabel,
  sortNutritionRows,
  type NutritionColumn,
  type NutritionRow,
  type SortDirection,
} from "@/lib/nutrition/nutrition-table";
import { HeadedTable } from "@/components/ui/headed-table";
import { mealAnchor } from "@/lib/nutrition/menu-chart-points";
import { LabelLines, NutritionNote } from "@/components/nutrition/nutrition-label";
import { ReportWrongNumberLink } from "@/components/requests/report-wrong-number-link";

const HEADERS: { column: NutritionColumn; label: string }[] = [
  { column: "name", label: "Meal" },
  { column: "protein", label: "Protein (g)" },
  { column: "carbs", label: "Carbs (g)" },
  { column: "fat", label: "Fat (g)" },
  { column: "sugar", label: "Sugar (g)" },
  { column: "calories", label: "Calories" },
  { column: "sodium", label: "Sodium (mg)" },
  { column: "proteinPer100", label: "Protein per 100 kcal (g)" },
];

type TableSort = { column: NutritionColumn; direction: SortDirection };

/**
 * Meals of a restaurant; the server renders them in `initialSort` order (by name unless told), and each header
 * button re-sorts them.
 */
export function NutritionTable({
  rows,
  caption,
  initialSort = { column: "name", direction: "ascending" },
}: {
  rows: NutritionRow[];
  caption: string;
  initialSort?: TableSort;
}) {
  const [sort, setSort] = useState<TableSort>(initialSort);
  const sorted = sortNutritionRows(rows, sort.column, sort.direction);
  const toggle = (column: NutritionColumn) =>
    setSort((current) => ({
      column,
      direction:
        current.column === column
          ? current.direction === "ascending"
            ? "descending"
            : "ascending"
          : column === "name" || column === "calories" || column === "sodium"
            ? "ascending"
            : "descending",
    }));
  return (
    <HeadedTable
      className="min-w-[800px] [&_tbody_th]:min-w-48"
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
        // The name, its note and its label's button straight in the row's header cell, with no wrapper: a menu has
        // hundreds of rows, and every element of each is hydrated.
        <Fragment key="name">
          {/* Where a menu's chart links a meal (components/nutrition/menu-chart.tsx). */}
          <span id={mealAnchor(row.id)} className="scroll-mt-24">
            {row.name}
          </span>
          <NutritionNote meal={{ nutrition_note: row.note }} small className="mt-1 font-normal" />
          <RowLabel row={row} />
        </Fragment>,
        ...HEADERS.slice(1).map(({ column }) =>
          column === "proteinPer100"
            ? formatProteinDensity(row.proteinPer100)
            : displayValue(row[column] as number | null),
        ),
      ])}
    />
  );
}

/**
 * A row's whole label and its 'Report a wrong number' link, drawn when opened: a menu of two hundred meals has as
 * many of each, and the table's own columns already give most of a label.
 */
function RowLabel({ row }: { row: NutritionRow }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="nlabel mt-1 font-normal">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`Nutrition label of ${row.name}`}
        onClick={() => setOpen((current) => !current)}
      >
        Nutrition label
      </button>
      {open ? (
        <div id={id} className="space-y-1">
          <LabelLines meal={{ ...rowLabel(row), name: row.name }} />
          <ReportWrongNumberLink mealId={row.id} mealName={row.name} />
        </div>
      ) : null}
    </div>
  );
}

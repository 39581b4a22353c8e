import { macroSplit, type MacroTotals } from "@/lib/meal-builder/custom-meal";

const COLORS = {
  protein: "var(--color-chart-1, #0c6f4d)",
  carbs: "var(--color-chart-2, #d97706)",
  fat: "var(--color-chart-3, #2563eb)",
};

/**
 * The calorie split between protein, carbs and fat as one stacked bar, with the same figures as a table for screen
 * readers. A charting library would add ~100 KB of JS for one bar.
 */
export function MacroSplitChart({ totals }: { totals: MacroTotals }) {
  const parts = macroSplit(totals);
  if (parts.every((part) => part.kcal === 0)) return null;
  const offsets = parts.map((_, index) => parts.slice(0, index).reduce((sum, part) => sum + part.percent, 0));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium">Calories by macro</figcaption>
      <svg
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        className="h-4 w-full overflow-hidden rounded-full"
        aria-hidden
      >
        {parts.map((part, index) => (
          <rect
            key={part.key}
            x={offsets[index]}
            y={0}
            width={part.percent}
            height={8}
            fill={COLORS[part.key]}
          />
        ))}
      </svg>
      <table className="w-full text-sm">
        <caption className="sr-only">Share of calories from each macro</caption>
        <tbody>
          {parts.map((part) => (
            <tr key={part.key}>
              <th scope="row" className="flex items-center gap-2 py-0.5 text-left font-normal">
                <span
                  aria-hidden
                  className="inline-block size-3 rounded-sm"
                  style={{ background: COLORS[part.key] }}
                />
                {part.label}
              </th>
              <td className="text-right tabular-nums">{Math.round(part.kcal)} kcal</td>
              <td className="w-14 text-right tabular-nums">{part.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

import { CHART, layoutChart, type ChartPoint, type PlacedPoint } from "@/lib/nutrition/menu-chart";
import { formatProteinDensity } from "@/lib/nutrition/protein-density";

const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** A point's name, as its link and tooltip say it. */
const pointName = (point: ChartPoint) =>
  `${point.label}: ${number(point.protein)} g protein, ${number(point.calories)} kcal`;

/** A meal is a dot, an order built from parts a diamond. */
function Mark({ point, size }: { point: PlacedPoint; size: number }) {
  return point.kind === "order" ? (
    <path d={`M${point.x} ${point.y - size}l${size} ${size}-${size} ${size}-${size}-${size}z`} />
  ) : (
    <circle cx={point.x} cy={point.y} r={size} />
  );
}

/**
 * Protein against calories for a menu's points (meals, and orders once there are any), drawn on the server as SVG
 * with no script: each point a link named by its label and numbers, the point with the most protein per calorie
 * ringed and named. The styles are set once on the drawing (app/globals.css, .mchart), so a menu of hundreds of
 * points stays small.
 */
export function MenuChart({
  id,
  points,
  title,
}: {
  id: string;
  points: readonly ChartPoint[];
  title: string;
}) {
  const { points: placed, dots, total, best, xTicks, yTicks } = layoutChart(points);
  if (total === 0) return null;
  const bottom = CHART.height - CHART.bottom;
  const right = CHART.width - CHART.right;
  const grid = [
    ...xTicks.map(({ at }) => `M${at} ${CHART.top}V${bottom}`),
    ...yTicks.map(({ at }) => `M${CHART.left} ${at}H${right}`),
  ].join("");
  const bestDensity = best ? formatProteinDensity((best.protein * 100) / best.calories) : null;
  const description =
    `${total} ${total === 1 ? "item" : "items"}, each by its calories (across) and protein (up); ` +
    (best
      ? `the ringed one, ${best.label}, has the most protein per calorie (${bestDensity} g per 100 kcal). `
      : "") +
    (dots
      ? `The ${placed.length} with the most protein for their calories link to their rows in the tables; the other ${total - placed.length} are the small dots, and in the tables too.`
      : "Each point links to the item's row in the tables.");
  const labelLeft = best ? best.x > CHART.width / 2 : false;
  return (
    <figure className="space-y-2">
      <a href={`#${id}-desc`} className="sr-only focus:not-sr-only focus:underline">
        Skip the chart
      </a>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="mchart h-auto w-full max-w-2xl"
        role="group"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <path className="grid" d={grid} />
        <g className="ticks" aria-hidden="true">
          {xTicks.map(({ value, at }) => (
            <text key={`x${value}`} x={at} y={bottom + 14} textAnchor="middle">
              {number(value)}
            </text>
          ))}
          {yTicks.map(({ value, at }) => (
            <text key={`y${value}`} x={CHART.left - 6} y={at + 4} textAnchor="end">
              {number(value)}
            </text>
          ))}
          <text x={(CHART.left + right) / 2} y={CHART.height - 4} textAnchor="middle">
            Calories (kcal)
          </text>
          <text transform={`translate(11 ${(CHART.top + bottom) / 2}) rotate(-90)`} textAnchor="middle">
            Protein (g)
          </text>
        </g>
        {dots ? <path className="dots" d={dots} aria-hidden="true" /> : null}
        <g className="pts">
          {placed.map((point, index) =>
            point === best ? null : (
              <a key={index} href={point.href}>
                <title>{pointName(point)}</title>
                <Mark point={point} size={4} />
              </a>
            ),
          )}
        </g>
        {best ? (
          <a className="best" href={best.href}>
            <title>{`Most protein per calorie: ${pointName(best)}`}</title>
            <Mark point={best} size={5} />
            <circle className="ring" cx={best.x} cy={best.y} r={9} />
            <text x={best.x + (labelLeft ? -13 : 13)} y={best.y + 4} textAnchor={labelLeft ? "end" : "start"}>
              Most protein per calorie
            </text>
          </a>
        ) : null}
      </svg>
      {/* The drawing's description, and where "Skip the chart" lands. */}
      <figcaption id={`${id}-desc`} tabIndex={-1} className="text-sm text-muted-foreground">
        {description}
      </figcaption>
    </figure>
  );
}

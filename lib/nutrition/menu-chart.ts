// A menu as a protein-against-calories chart, drawn on the server as SVG (components/nutrition/menu-chart.tsx):
// where each point stands, the axes' ticks and the point with the most protein per calorie. Pure, so it is tested
// apart from the markup.

/** What a chart plots: a meal, or an order built from parts, with where its link goes. */
export type ChartPoint = {
  label: string;
  href: string;
  kind: "meal" | "order";
  protein: number;
  calories: number;
};

/** The drawing's size in its own units (the SVG's viewBox); it scales to the width it is given. */
export const CHART = { width: 480, height: 300, left: 40, right: 12, top: 12, bottom: 36 } as const;

/** A tick step of 1, 2 or 5 times a power of ten, about `count` of them to `max`. */
export function tickStep(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= raw)!;
  return step;
}

/** The ticks from 0 to the first multiple of the step at or past `max`. */
export function ticks(max: number, count = 5): number[] {
  const step = tickStep(max, count);
  const last = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(last / step) + 1 }, (_, index) => index * step);
}

/** The point with the most protein per calorie (calories above 0; the first of equals), or null. */
export function bestPerCalorie<T extends Pick<ChartPoint, "protein" | "calories">>(
  points: readonly T[],
): T | null {
  let best: T | null = null;
  for (const point of points) {
    if (!(point.calories > 0)) continue;
    if (!best || point.protein / point.calories > best.protein / best.calories) best = point;
  }
  return best;
}

export type PlacedPoint = ChartPoint & { x: number; y: number };

/**
 * The most points drawn as links. Each link costs about 40 bytes of gzipped HTML, twice (the HTML and the payload
 * that hydrates the page): a chain of 700 meals would be 55 KB against the page's 25 KB budget. Past it, the links
 * are the meals worth ordering (the most protein for their calories, then the most protein per calorie; orders
 * always) and the others are dots of one path, every meal still drawn.
 */
const CHART_LINKED_POINTS = 40;

/**
 * The points that are links: all of them up to CHART_LINKED_POINTS, else the orders, then the frontier (each point
 * with more protein than every point of fewer or as many calories), then the most protein per calorie.
 */
export function linkedPoints<T extends Pick<ChartPoint, "protein" | "calories" | "kind">>(
  points: readonly T[],
  limit = CHART_LINKED_POINTS,
): Set<T> {
  if (points.length <= limit) return new Set(points);
  const linked = new Set(points.filter((point) => point.kind === "order").slice(0, limit));
  let most = -Infinity;
  for (const point of [...points].sort((a, b) => a.calories - b.calories || b.protein - a.protein)) {
    if (linked.size >= limit) break;
    if (point.protein > most) {
      most = point.protein;
      linked.add(point);
    }
  }
  for (const point of [...points].sort((a, b) => b.protein / b.calories - a.protein / a.calories)) {
    if (linked.size >= limit) break;
    linked.add(point);
  }
  return linked;
}

/** Dots at whole places of the drawing, each once, as one path of short relative moves ("M40 12h0m3-2h0"). */
export function dotPath(dots: readonly { x: number; y: number }[]): string {
  const places = [...new Set(dots.map((dot) => `${dot.x} ${dot.y}`))]
    .map((place) => place.split(" ").map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let path = "";
  let at: [number, number] | null = null;
  for (const [x, y] of places) {
    if (!at) path += `M${x} ${y}h0`;
    else {
      const dy = y - at[1];
      path += `m${x - at[0]}${dy < 0 ? dy : ` ${dy}`}h0`;
    }
    at = [x, y];
  }
  return path;
}

/** The chart's axes and each point's place in whole units of the drawing; points with no calories are left out. */
export function layoutChart(points: readonly ChartPoint[]) {
  const shown = points.filter((point) => point.calories > 0 && point.protein >= 0);
  const xTicks = ticks(Math.max(0, ...shown.map((point) => point.calories)));
  const yTicks = ticks(Math.max(0, ...shown.map((point) => point.protein)));
  const xMax = xTicks.at(-1)!;
  const yMax = yTicks.at(-1)!;
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const x = (calories: number) => Math.round(CHART.left + (calories / xMax) * plotWidth);
  const y = (protein: number) => Math.round(CHART.top + plotHeight - (protein / yMax) * plotHeight);
  const placed: PlacedPoint[] = shown.map((point) => ({
    ...point,
    x: x(point.calories),
    y: y(point.protein),
  }));
  const linked = linkedPoints(placed);
  return {
    points: placed.filter((point) => linked.has(point)),
    dots: dotPath(placed.filter((point) => !linked.has(point))),
    total: placed.length,
    best: bestPerCalorie(placed),
    xTicks: xTicks.map((value) => ({ value, at: x(value) })),
    yTicks: yTicks.map((value) => ({ value, at: y(value) })),
  };
}

import {
  bestPerCalorie,
  CHART,
  dotPath,
  layoutChart,
  linkedPoints,
  tickStep,
  ticks,
  type ChartPoint,
} from "./menu-chart";

const point = (label: string, protein: number, calories: number): ChartPoint => ({
  label,
  href: `#${label}`,
  kind: "meal",
  protein,
  calories,
});

describe("the menu chart", () => {
  it("steps its ticks by 1, 2 or 5 times a power of ten, to the first one past the largest value", () => {
    expect(tickStep(1310)).toBe(500);
    expect(ticks(1310)).toEqual([0, 500, 1000, 1500]);
    expect(ticks(48)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(0)).toEqual([0, 1]);
  });

  it("marks the most protein per calorie, not the most protein", () => {
    const points = [point("Steak", 60, 900), point("Chicken", 40, 300), point("Salad", 10, 100)];
    expect(bestPerCalorie(points)?.label).toBe("Chicken");
    expect(bestPerCalorie([point("Water", 0, 0)])).toBeNull();
  });

  it("places more protein higher and more calories further right, within the drawing", () => {
    const { points, best, xTicks, yTicks } = layoutChart([
      point("Steak", 60, 900),
      point("Chicken", 40, 300),
      point("Unknown energy", 20, 0),
    ]);
    expect(points.map((p) => p.label)).toEqual(["Steak", "Chicken"]);
    const [steak, chicken] = points;
    expect(steak!.x).toBeGreaterThan(chicken!.x);
    expect(steak!.y).toBeLessThan(chicken!.y);
    expect(best?.label).toBe("Chicken");
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(CHART.left);
      expect(p.x).toBeLessThanOrEqual(CHART.width - CHART.right);
      expect(p.y).toBeGreaterThanOrEqual(CHART.top);
      expect(p.y).toBeLessThanOrEqual(CHART.height - CHART.bottom);
    }
    expect(xTicks.at(-1)).toEqual({ value: 1000, at: CHART.width - CHART.right });
    expect(yTicks[0]).toEqual({ value: 0, at: CHART.height - CHART.bottom });
  });
});

describe("a menu of many meals", () => {
  it("links the meals worth ordering and draws the others as dots of one path", () => {
    const many = Array.from({ length: 100 }, (_, index) =>
      point(`Meal ${index}`, 10 + (index % 37), 200 + index * 13),
    );
    const linked = linkedPoints(many, 10);
    expect(linked.size).toBe(10);
    // The frontier's first point: the fewest calories.
    expect(linked.has(many[0]!)).toBe(true);
    const { points, dots, total } = layoutChart(many);
    expect(total).toBe(100);
    expect(points.length).toBeLessThan(100);
    expect(dots).toMatch(/^M\d+ \d+h0(m-?\d+(-| )\d+h0)+$/);
    expect(linkedPoints(many.slice(0, 5), 10).size).toBe(5);
  });

  it("writes each dot once, as moves from the one before", () => {
    expect(
      dotPath([
        { x: 50, y: 40 },
        { x: 40, y: 12 },
        { x: 50, y: 40 },
        { x: 43, y: 10 },
      ]),
    ).toBe("M40 12h0m3-2h0m7 30h0");
  });
});

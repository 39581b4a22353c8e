import { renderToStaticMarkup } from "react-dom/server";
import { MealDensity } from "./meal-density";
import { ProvenanceLine } from "./provenance-line";
import { SortLinks } from "./sort-links";

const macros = (protein: string | null, calories: string | null) => ({
  protein,
  carbs: "30",
  fat: "10",
  protein_g: Number.parseFloat(protein ?? "0") || 0,
  carbs_g: 30,
  fat_g: 10,
  calories_kcal: Number.parseFloat(calories ?? "0") || 0,
});

describe("a meal card's protein per 100 kcal and calorie split", () => {
  it("shows the density to one decimal and the split as an image with its figures for screen readers", () => {
    const html = renderToStaticMarkup(<MealDensity meal={macros("40", "400")} />);
    expect(html).toContain("Protein per 100 kcal: 10.0 g");
    // 160 + 120 + 90 kcal of 370: 43.2%, 32.4% and 24.3%, the point left over going to the largest remainder.
    expect(html).toContain('role="img" aria-label="Calories: 43% protein, 33% carbs, 24% fat"');
    expect(html).toContain('style="--p:43%;--pc:76%"');
  });

  it("says N/A when the calories are 0 or unknown, and draws no split without the protein", () => {
    expect(renderToStaticMarkup(<MealDensity meal={macros("40", "0")} />)).toContain(
      "Protein per 100 kcal: N/A",
    );
    expect(renderToStaticMarkup(<MealDensity meal={macros("40", null)} />)).toContain(
      "Protein per 100 kcal: N/A",
    );
    const unknown = renderToStaticMarkup(<MealDensity meal={macros(null, "400")} />);
    expect(unknown).toContain("Protein per 100 kcal: N/A");
    expect(unknown).not.toContain('role="img"');
  });
});

describe("the source line", () => {
  it("reads 'Source: MenuStat, 2022' with the name linking to the source", () => {
    const html = renderToStaticMarkup(
      <ProvenanceLine
        meals={[{ source: "MenuStat", source_url: "https://www.menustat.org", as_of: "2022" }]}
      />,
    );
    expect(html.replace(/<[^>]+>/g, "")).toBe("Source: MenuStat, 2022");
    expect(html).toContain('href="https://www.menustat.org/"');
  });

  it("reads 'Source not recorded' when none is, and shows nothing for no meals", () => {
    const html = renderToStaticMarkup(
      <ProvenanceLine meals={[{ source: null, source_url: null, as_of: null }]} />,
    );
    expect(html.replace(/<[^>]+>/g, "")).toBe("Source not recorded");
    expect(renderToStaticMarkup(<ProvenanceLine meals={[]} />)).toBe("");
  });
});

describe("a page's sort links", () => {
  it("link the page's own order and ?sort=protein-per-calorie, the current one marked", () => {
    const html = renderToStaticMarkup(
      <SortLinks path="/healthy-restaurants/chicago" sort="protein-per-calorie" label="Most protein" />,
    );
    expect(html).toContain('<a href="/healthy-restaurants/chicago">Most protein</a>');
    expect(html).toContain(
      '<a href="/healthy-restaurants/chicago?sort=protein-per-calorie" aria-current="true">Most protein per calorie</a>',
    );
  });
});

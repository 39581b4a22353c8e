import { renderToStaticMarkup } from "react-dom/server";
import { MealTabs } from "./meal-tabs";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("a meal's portion guide", () => {
  it("gives no verdict for a meal without a calorie figure", () => {
    const html = text(
      renderToStaticMarkup(<MealTabs meal={{ name: "Egg Bowl", protein: "42g", calories: null }} />),
    );
    expect(html).toContain(
      "No portion advice without a calorie figure: the menu does not give this meal's calories.",
    );
    expect(html).not.toContain("serving");
  });

  it("writes the per-serving values as value, space, unit", () => {
    const html = text(
      renderToStaticMarkup(
        <MealTabs meal={{ name: "Platter", protein: "81g", carbs: 60, fat: "40", calories: "900" }} />,
      ),
    );
    expect(html).toContain("2 servings · Share or save half");
    expect(html).toContain("Per serving: 40.5 g protein, 30 g carbs, 20 g fat, 450 calories.");
  });
});

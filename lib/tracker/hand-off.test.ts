import { CSV_HEADER, csvFileName, handOffTotal, trackerCsv, trackerText, type HandOffItem } from "./hand-off";

const chicken: HandOffItem = {
  name: "Grilled Chicken",
  restaurant: "Taco Town",
  quantity: 2,
  calories: "230",
  protein: "40g",
  carbs: "0",
  fat: "8.5 g",
  sugar: "0",
  source: "MenuStat",
  as_of: "2022",
};
const shake: HandOffItem = {
  name: 'Shake, "large"',
  restaurant: "Taco Town",
  quantity: 1,
  calories: "510",
  protein: "12",
  carbs: "80",
  fat: "14",
  sugar: "N/A",
};

describe("the tracker hand-off", () => {
  it("writes one quick-add line per item, quantity included, then the total", () => {
    expect(trackerText([chicken])).toBe(
      "Grilled Chicken (Taco Town) x2: Calories 460 kcal, Protein 80 g, Carbs 0 g, Fat 17 g, Sugar 0 g\n" +
        "Total: Calories 460 kcal, Protein 80 g, Carbs 0 g, Fat 17 g, Sugar 0 g",
    );
  });

  it("keeps an unknown value N/A, never 0, in its line and in the total", () => {
    const text = trackerText([chicken, shake]);
    expect(text).toContain(
      'Shake, "large" (Taco Town): Calories 510 kcal, Protein 12 g, Carbs 80 g, Fat 14 g, Sugar N/A',
    );
    expect(text.split("\n").at(-1)).toBe(
      "Total: Calories 970 kcal, Protein 92 g, Carbs 80 g, Fat 31 g, Sugar N/A",
    );
    expect(handOffTotal([chicken, shake], "sugar")).toBeNull();
  });

  it("writes a CSV a spreadsheet opens: header, quoted cells, N/A, the source, no formula", () => {
    const formula: HandOffItem = { ...shake, name: "=HYPERLINK(1)", calories: null, quantity: 3 };
    const lines = trackerCsv([chicken, shake, formula]).split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    expect(lines[1]).toBe("Grilled Chicken,Taco Town,2,460,80,0,17,0,MenuStat 2022");
    expect(lines[2]).toBe('"Shake, ""large""",Taco Town,1,510,12,80,14,N/A,Source not recorded');
    expect(lines[3]).toBe("'=HYPERLINK(1),Taco Town,3,N/A,36,240,42,N/A,Source not recorded");
    expect(lines[4]).toBe("");
  });

  it("names the file after the meal", () => {
    expect(csvFileName("Chicken (x2) + Rice")).toBe("chicken-x2-rice.csv");
    expect(csvFileName("!!!")).toBe("meal.csv");
  });
});

import { creditText, sourceCredits } from "./source-credits";

const FOODNOMS = "https://github.com/ryanashcraft/restaurant-nutrition-data";

describe("sourceCredits", () => {
  it("names each publisher once with the years of its data, most data first", () => {
    const credits = sourceCredits([
      { source: "MenuStat", source_url: "https://www.menustat.org", as_of: "2022" },
      { source: "Chipotle's nutrition facts via FoodNoms (MIT)", source_url: FOODNOMS, as_of: "2024-04" },
      { source: "KFC's nutrition guide via FoodNoms (MIT)", source_url: FOODNOMS, as_of: "2023-02" },
      { source: "Chipotle's nutrition facts via FoodNoms (MIT)", source_url: FOODNOMS, as_of: "2023-09" },
      { source: null, source_url: null, as_of: null },
    ]);
    expect(credits).toEqual([
      { name: "MenuStat", when: "2022" },
      { name: "2 chains' own nutrition documents via FoodNoms (MIT)", when: "2023–2024" },
    ]);
    expect(creditText(credits)).toBe(
      "MenuStat (2022); 2 chains' own nutrition documents via FoodNoms (MIT) (2023–2024)",
    );
  });

  it("gives a single date as written, and one year once", () => {
    expect(
      sourceCredits([{ source: "All the Places", source_url: "https://alltheplaces.xyz", as_of: "2026-01" }]),
    ).toEqual([{ name: "All the Places", when: "January 2026" }]);
    expect(
      sourceCredits([
        { source: "A", source_url: null, as_of: "2025-03" },
        { source: "A", source_url: null, as_of: "2025-11" },
      ]),
    ).toEqual([{ name: "A", when: "2025" }]);
  });

  it("lists names that differ otherwise, and a source without a date without one", () => {
    expect(
      sourceCredits([
        { source: "Menu A", source_url: "https://x.example", as_of: null },
        { source: "Menu B", source_url: "https://x.example", as_of: null },
        { source: "Submitted by a diner", source_url: null, as_of: null },
      ]),
    ).toEqual([
      { name: "Menu A, Menu B", when: null },
      { name: "Submitted by a diner", when: null },
    ]);
  });
});

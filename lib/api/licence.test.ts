import { licenceOf, withLicence } from "./licence";

describe("licenceOf", () => {
  it("gives FoodNoms' menus MIT, All the Places' locations CC0 and MenuStat its published terms", () => {
    const foodnoms = licenceOf(
      "Chipotle's nutrition facts via FoodNoms (MIT)",
      "https://github.com/ryanashcraft/restaurant-nutrition-data",
    );
    expect([foodnoms.licence, foodnoms.reusable]).toEqual(["MIT", true]);
    const places = licenceOf("All the Places", "https://alltheplaces.xyz");
    expect([places.licence, places.reusable]).toEqual(["CC0-1.0", true]);
    const menuStat = licenceOf("MenuStat", "https://www.menustat.org");
    expect(menuStat.reusable).toBe(false);
    expect(menuStat.licence).toMatch(/No stated licence/);
  });

  it("grants no reuse to a row whose source is not recorded", () => {
    expect(licenceOf(null, null)).toMatchObject({ licence: "No stated licence", reusable: false });
    expect(withLicence({ source: null, source_url: null, id: 1 })).toEqual({
      source: null,
      source_url: null,
      id: 1,
      licence: "No stated licence",
      licence_url: null,
    });
  });
});

import { mapsSearchUrl, restaurantDialogHref } from "./links";

describe("restaurant links", () => {
  it("searches the maps by the encoded address", () => {
    expect(mapsSearchUrl("86 Second Avenue, New York, NY 10001")).toBe(
      "https://www.google.com/maps/search/?api=1&query=86%20Second%20Avenue%2C%20New%20York%2C%20NY%2010001",
    );
  });

  it("puts the restaurant and the optional meal in the query string", () => {
    expect(restaurantDialogHref("r1")).toBe("?restaurant=r1");
    expect(restaurantDialogHref("r1", "m2")).toBe("?restaurant=r1&meal=m2");
    expect(restaurantDialogHref("r1", null)).toBe("?restaurant=r1");
    // A page read in protein-per-calorie order keeps it for the dialog.
    expect(restaurantDialogHref("r1", "m2", "protein-per-calorie")).toBe(
      "?sort=protein-per-calorie&restaurant=r1&meal=m2",
    );
    expect(restaurantDialogHref("r1", null, "default")).toBe("?restaurant=r1");
  });
});

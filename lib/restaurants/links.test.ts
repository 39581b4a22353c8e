import { mapsSearchUrl } from "./links";

describe("restaurant links", () => {
  it("searches the maps by the encoded address", () => {
    expect(mapsSearchUrl("86 Second Avenue, New York, NY 10001")).toBe(
      "https://www.google.com/maps/search/?api=1&query=86%20Second%20Avenue%2C%20New%20York%2C%20NY%2010001",
    );
  });
});

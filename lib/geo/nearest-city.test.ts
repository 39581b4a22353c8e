import { nearestCity } from "./nearest-city";

const cities = [
  { name: "New York", state: "NY", latitude: 40.7128, longitude: -74.006 },
  { name: "Chicago", state: "IL", latitude: 41.8781, longitude: -87.6298 },
  { name: "Nowhere", state: "ZZ", latitude: null, longitude: null },
];

describe("nearestCity", () => {
  it("picks the closest city with coordinates", () => {
    expect(nearestCity({ latitude: 40.75, longitude: -73.99 }, cities)?.name).toBe("New York");
    expect(nearestCity({ latitude: 41.9, longitude: -87.7 }, cities)?.name).toBe("Chicago");
  });

  it("finds nothing far from every city", () => {
    expect(nearestCity({ latitude: 0, longitude: 0 }, cities)).toBeNull();
  });
});

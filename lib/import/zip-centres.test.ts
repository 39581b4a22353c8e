import { ZipCentres } from "./zip-centres";

// Two ZIP centres of one state 2° of longitude apart, and one of a neighbour.
const centres = new ZipCentres([
  { zip: "10001", state: "AA", latitude: 40, longitude: -100 },
  { zip: "10002", state: "AA", latitude: 40, longitude: -98 },
  { zip: "20001", state: "BB", latitude: 40.05, longitude: -97.8 },
]);

describe("ZipCentres", () => {
  it("places a point in its state when near one of its ZIP centres and inside their padded box", () => {
    expect(centres.outsideState(40.2, -99.9, "AA")).toBeNull();
    // Inside the padded box, but about 85 km from both centres.
    expect(centres.outsideState(40, -99, "AA")).toMatch(/farther than 50 km from every ZIP code of AA/);
    // Near a centre of the state, but outside the box padded by half a degree.
    expect(centres.outsideState(40, -97.4, "AA")).toMatch(/is outside AA/);
    expect(centres.outsideState(40, -100, "CC")).toBe("no ZIP code of CC is known");
  });

  it("gives the nearest ZIP within 20 km, one of the point's own state first", () => {
    expect(centres.zipOf(40.05, -100, "AA")).toBe("10001");
    // 20001 is nearer, but 10002 is in the state and within 20 km.
    expect(centres.zipOf(40.05, -97.85, "AA")).toBe("10002");
    // No centre of the state within 20 km: the nearest of any state.
    expect(centres.zipOf(40.05, -97.85, "CC")).toBe("20001");
    expect(centres.zipOf(41, -100, "AA")).toBeNull();
  });
});

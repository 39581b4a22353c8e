import { createLruCache, createThrottle } from "./memo";

describe("the reverse geocoder's memory", () => {
  it("keeps the most recently used entries, up to its size, until they expire", () => {
    let clock = 0;
    const cache = createLruCache<string>(2, 1000, () => clock);
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    clock = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("lets each key through once per interval", () => {
    let clock = 0;
    const throttle = createThrottle(1000, 10, () => clock);
    expect(throttle.tryTake("x")).toBe(true);
    expect(throttle.tryTake("x")).toBe(false);
    expect(throttle.tryTake("y")).toBe(true);
    clock = 1000;
    expect(throttle.tryTake("x")).toBe(true);
  });
});

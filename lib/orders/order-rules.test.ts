import { CHAIN_FORMATS } from "./formats";
import { ORDER_GOALS, type Targets } from "./goals";
import { realChainParts } from "./real-menus";
import { MIN_PARTS, searchOrders, type Build, type Part } from "./search";

// The rules every best order keeps, whatever its goal: at Chipotle's real menu, its totals are its parts' sum, a
// kids' portion goes in a kids' meal only, and a net-carbs cap holds to the gram, never met by a part whose fiber
// is not published.
const chipotle = CHAIN_FORMATS.find((entry) => entry.chain === "Chipotle")!;
const menu = realChainParts([chipotle]).get("Chipotle")!;
const TARGETS: Targets = { protein: 50, carbs: 60, fat: 20, calories: 650 };
const KIDS = /\bKids\b/;

const netOf = (build: Build) =>
  build.picks.reduce((sum, pick) => sum + pick.part.netCarbs! * pick.quantity, 0);
const everyGoal = (parts: Part[]) =>
  ORDER_GOALS.flatMap((goal) => searchOrders(chipotle.formats, parts, { goal, targets: TARGETS, limit: 10 }));

describe("every best order", () => {
  it("totals its parts' numbers times how many of each it holds, with two parts or more", () => {
    const builds = everyGoal(menu);
    expect(builds.length).toBeGreaterThan(10);
    for (const build of builds) {
      expect(build.picks.length).toBeGreaterThanOrEqual(MIN_PARTS);
      const sum = (key: "protein" | "carbs" | "fat" | "calories") =>
        build.picks.reduce((total, pick) => total + pick.part[key]! * pick.quantity, 0);
      expect(build.totals.slice(0, 4).map((value) => value.toFixed(6))).toEqual(
        [sum("protein"), sum("carbs"), sum("fat"), sum("calories")].map((value) => value.toFixed(6)),
      );
    }
  });

  it("takes kids' portions in a kids' meal only, and a kids' meal nothing else", () => {
    // A kids' meal's targets, and an adult's.
    const small: Targets = { protein: 20, carbs: null, fat: null, calories: 400 };
    for (const format of chipotle.formats) {
      const builds = [small, TARGETS].flatMap((targets) =>
        searchOrders([format], menu, { goal: "closest", targets, limit: 10 }),
      );
      expect({ format: format.name, found: builds.length > 0 }).toEqual({ format: format.name, found: true });
      for (const build of builds) {
        const kids = build.picks.filter((pick) => KIDS.test(pick.part.name)).length;
        const expected = format.name === "kids' meal" ? build.picks.length : 0;
        expect({ order: build.label, kids }).toEqual({ order: build.label, kids: expected });
      }
    }
  });
});

describe("a net-carbs cap on the orders", () => {
  it("keeps an order just at the cap, not one just past it", () => {
    const [best] = searchOrders(chipotle.formats, menu, { goal: "closest", targets: TARGETS, limit: 1 });
    const net = netOf(best!);
    const labels = (cap: number) =>
      searchOrders(chipotle.formats, menu, {
        goal: "closest",
        targets: TARGETS,
        limits: { netCarbs: cap },
        limit: 50,
      }).map((build) => build.label);
    expect(labels(net)).toContain(best!.label);
    expect(labels(net - 0.01)).not.toContain(best!.label);
    for (const build of searchOrders(chipotle.formats, menu, {
      goal: "closest",
      targets: TARGETS,
      limits: { netCarbs: 30 },
      limit: 50,
    }))
      expect(netOf(build)).toBeLessThanOrEqual(30 + 1e-9);
  });

  it("never uses a part whose fiber is not published, however loose the cap", () => {
    const [best] = searchOrders(chipotle.formats, menu, { goal: "closest", targets: TARGETS, limit: 1 });
    const unknown = best!.picks[0]!.part;
    const withoutFiber = menu.map((part) =>
      part.id === unknown.id ? { ...part, fiber: null, netCarbs: null } : part,
    );
    const used = (limits: { netCarbs?: number }) =>
      searchOrders(chipotle.formats, withoutFiber, { goal: "closest", targets: TARGETS, limits, limit: 50 })
        .flatMap((build) => build.picks.map((pick) => pick.part.id))
        .filter((id) => id === unknown.id).length;
    expect(used({})).toBeGreaterThan(0);
    expect(used({ netCarbs: 10_000 })).toBe(0);
  });
});

import { withQuery, writeQuery } from "./url-state";

describe("withQuery", () => {
  test("sets and removes the named parameters and keeps the others", () => {
    expect(withQuery("?restaurant=r1&from=a&items=x", { from: "b", items: null })).toBe(
      "?restaurant=r1&from=b",
    );
  });

  test("an empty value removes its parameter, and nothing left gives an empty query", () => {
    expect(withQuery("?sort=protein-per-calorie", { sort: "" })).toBe("");
    expect(withQuery("", { sort: undefined })).toBe("");
  });

  test("values are encoded", () => {
    expect(withQuery(new URLSearchParams(), { targets: "30,50,,500,15" })).toBe(
      "?targets=30%2C50%2C%2C500%2C15",
    );
  });
});

describe("writeQuery", () => {
  // A stand-in for the browser's location and History API (jest runs in Node).
  let writes: { kind: string; url: string }[];
  const browserAt = (pathname: string, search: string) => {
    writes = [];
    const record = (kind: string) => (_state: unknown, _title: string, url: string) => {
      writes.push({ kind, url });
    };
    Object.assign(globalThis, {
      window: {
        location: { pathname, search },
        history: { replaceState: record("replace"), pushState: record("push") },
      },
    });
  };
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  test("replaces the address with the changed query, keeping the other parameters", () => {
    browserAt("/tools/meal-builder", "?restaurant=r1&from=a");
    writeQuery({ items: "m1:2", from: null });
    expect(writes).toEqual([{ kind: "replace", url: "/tools/meal-builder?restaurant=r1&items=m1%3A2" }]);
  });

  test("writes nothing when a replace would leave the address as it is", () => {
    browserAt("/tools/meal-builder", "");
    writeQuery({ restaurant: "", items: "" });
    expect(writes).toEqual([]);
    browserAt("/tools/macro-calculator", "?sort=protein-per-calorie");
    writeQuery({ sort: "protein-per-calorie", restaurant: null });
    expect(writes).toEqual([]);
  });

  test("still pushes a history entry when asked to, and moves to a sibling page", () => {
    browserAt("/tools/meal-builder", "?restaurant=r1");
    writeQuery({}, { history: "push", pathname: "/tools/macro-calculator" });
    expect(writes).toEqual([{ kind: "push", url: "/tools/macro-calculator?restaurant=r1" }]);
  });
});

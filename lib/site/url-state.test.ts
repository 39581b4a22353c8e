import { withQuery } from "./url-state";

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

import { itemCount } from "./item-count";
import type { CustomMealLine } from "./custom-meal";

const line = (quantity: number) =>
  ({ meal: { id: String(quantity) }, quantity }) as unknown as CustomMealLine;

describe("itemCount", () => {
  it("counts each line's quantity", () => {
    expect(itemCount([line(1)])).toBe("1 item");
    expect(itemCount([line(2), line(1)])).toBe("3 items");
    expect(itemCount([])).toBe("0 items");
  });
});

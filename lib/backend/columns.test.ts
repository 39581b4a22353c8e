import { z } from "zod";
import { columnsSchema } from "./columns";

const schema = columnsSchema({ slug: z.string(), count: z.number() });

describe("columnsSchema", () => {
  it("puts a list sent as columns back into rows, in order", () => {
    expect(schema.parse({ slug: ["a", "b"], count: [1, 2] })).toEqual([
      { slug: "a", count: 1 },
      { slug: "b", count: 2 },
    ]);
    expect(schema.parse({ slug: [], count: [] })).toEqual([]);
  });

  it("refuses columns of different lengths or a value of the wrong type", () => {
    expect(schema.safeParse({ slug: ["a", "b"], count: [1] }).success).toBe(false);
    expect(schema.safeParse({ slug: ["a"], count: ["1"] }).success).toBe(false);
    expect(schema.safeParse({ slug: ["a"] }).success).toBe(false);
  });
});

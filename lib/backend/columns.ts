import { z } from "zod";

/**
 * A long list sent as columns, `{key: [values]}`, the i-th row's values in the i-th place of each: at a hundred
 * thousand rows, the keys repeated in every object were most of the answer, and of the time it took to read.
 * The schema checks every column holds one value per row; `rows` puts them back together.
 */
export function columnsSchema<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  const columns = Object.fromEntries(Object.entries(shape).map(([key, type]) => [key, z.array(type)])) as {
    [K in keyof Shape]: z.ZodArray<Shape[K]>;
  };
  return z
    .object(columns)
    .refine(
      (value) => new Set(Object.values(value).map((column) => (column as unknown[]).length)).size <= 1,
      {
        message: "Every column has one value per row.",
      },
    )
    .transform((value) =>
      rows<{ [K in keyof Shape]: z.infer<Shape[K]> }>(value as { [K in keyof Shape]: z.infer<Shape[K]>[] }),
    );
}

function rows<Row extends Record<string, unknown>>(columns: { [K in keyof Row]: Row[K][] }): Row[] {
  const keys = Object.keys(columns) as (keyof Row)[];
  const count = keys.length === 0 ? 0 : columns[keys[0]!].length;
  return Array.from({ length: count }, (_, i) => {
    const row = {} as Row;
    for (const key of keys) row[key] = columns[key][i]!;
    return row;
  });
}

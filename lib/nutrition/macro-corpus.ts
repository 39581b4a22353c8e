// Macro values as menus and users write them, with the number the cleaning rule gives each
// (docs/product.md#value-cleaning).
// Shared by the TypeScript and SQL tests so both implementations are held to the same answers.
export const MACRO_CORPUS: ReadonlyArray<readonly [string | null, number]> = [
  ["25", 25],
  ["25g", 25],
  ["25 g", 25],
  ["25.5g", 25.5],
  [" 32 grams ", 32],
  ["1,200 kcal", 1200],
  ["540", 540],
  ["0", 0],
  ["0.5", 0.5],
  [".5g", 0.5],
  ["5.", 5],
  ["1.2.3", 1.2],
  ["~30g", 30],
  ["<1g", 1],
  ["-5", 5],
  ["N/A", 0],
  ["", 0],
  ["g", 0],
  [".", 0],
  [null, 0],
];

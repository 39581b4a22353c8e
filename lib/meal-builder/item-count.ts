import type { CustomMealLine } from "./custom-meal";

/** How many items the custom meal holds, counting each line's quantity: '1 item', '3 items'. */
export function itemCount(lines: CustomMealLine[]): string {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${count} ${count === 1 ? "item" : "items"}`;
}

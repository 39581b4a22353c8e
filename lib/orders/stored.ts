// A parts chain's stored orders: for each of its formats, the best order for each common goal (STORED_ORDER_GOALS),
// found by the exact search and named for what it is ("Chicken burrito bowl: white rice, black beans, fresh tomato
// salsa, cheese"). The database stores them as meals whose numbers are the sum of these parts
// (public.store_orders); nothing here is a number.
import type { ChainFormats } from "./format-types";
import { STORED_ORDER_GOALS } from "./goals";
import { searchOrders, type Build, type Part } from "./search";

export type StoredOrder = {
  name: string;
  format: string;
  category: string;
  /** The parts by id, in the format's slot order, with how many of each the order holds. */
  parts: { id: string; quantity: number }[];
};

/** A part as an order's name says it: without its size, its portion's note or the menu's prefix, its kind after its
 * name ('Avocado, Sliced' → 'sliced avocado'), in lower case but for abbreviations ('Cilantro-Lime White Rice —
 * Regular' → 'cilantro-lime white rice'). */
function partWords(name: string): string {
  let words = name
    .replace(/ — .*$/, "")
    .replace(/^(Meat|Toppings|Mix-ins), /i, "")
    .replace(/\s+[\d.]+"$/, "")
    .replace(/\s+Entree$/i, "")
    .trim();
  const bare = words.replace(/(\s*\([^()]*\))+$/, "").trim();
  // A parenthesis that is the name's own ('Wok (Fired Shrimp)') stays.
  if (bare.includes(" ")) words = bare;
  // 'Avocado, Sliced' is sliced avocado.
  const [what, how, ...more] = words.split(", ");
  if (how && more.length === 0) words = `${how} ${what}`;
  return words
    .split(" ")
    .map((word) => (/^[A-Z][a-z'’]*(-[A-Z]?[a-z'’]*)*$/.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

const TIMES = ["", "", "double ", "triple "];

/** An order's name: what its naming slot holds and its format, then the other parts in slot order. */
function orderName(build: Build): string {
  const count = (pick: Build["picks"][number]) => pick.quantity / (pick.slot.portions ?? 1);
  const said = (pick: Build["picks"][number]) =>
    `${TIMES[count(pick)] ?? `${count(pick)} × `}${partWords(pick.part.name)}`;
  const naming = build.picks.filter((pick) => pick.slot.names);
  const rest = build.picks.filter((pick) => !pick.slot.names);
  const own = naming.length === 1 ? naming[0]!.slot.names : null;
  const title = Array.isArray(own)
    ? own[count(naming[0]!)]!
    : [naming.map(said).join(" and "), build.format.name].filter(Boolean).join(" ");
  const name = rest.length > 0 ? `${title}: ${rest.map(said).join(", ")}` : title;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The chain's stored orders: per format, the best order of each stored goal, each order once. */
export function storedOrders(chain: ChainFormats, parts: Part[]): StoredOrder[] {
  // The search keeps the first of equal orders: the parts in one order, whatever order the menu came in.
  const menu = [...parts].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const orders = new Map<string, StoredOrder>();
  for (const format of chain.formats)
    for (const goal of STORED_ORDER_GOALS) {
      const [best] = searchOrders([format], menu, { goal, limit: 1 });
      if (!best) continue;
      const name = orderName(best);
      if (orders.has(name)) continue;
      orders.set(name, {
        name,
        format: format.name,
        category: format.category,
        parts: best.picks.map((pick) => ({ id: pick.part.id, quantity: pick.quantity })),
      });
    }
  return [...orders.values()];
}

// The shape of an order format: what a build-your-own counter takes, slot by slot (lib/orders/formats.ts declares
// each chain's).

/** One slot of an order: which of the chain's items it takes, and how many. */
export type Slot = {
  /** What the slot holds ("protein", "rice"): how the order's name and its tests speak of it. */
  name: string;
  /** The chain's items the slot takes, by their names on the menu. */
  takes: RegExp;
  /** Items the slot never takes, though `takes` names them (another portion, another order's part). */
  leaves?: RegExp;
  /** How many portions the slot holds: at least `min`, at most `max` (a plate's two entrées: 2 and 2). */
  min: number;
  max: number;
  /** How many portions of one item may be taken (a double protein is 2); default 1. */
  most?: number;
  /** How many different items at most (a double protein is one protein twice); default `max`. */
  kinds?: number;
  /** How many of the item each pick puts in the order (an order of three tacos has three tortillas); default 1. */
  portions?: number;
  /** The item names the order ("Chicken burrito bowl"); the other slots' items follow the colon. A list is the
   * order's name by how many the slot holds, as the menu names it (Five Guys: 1 patty a little hamburger). */
  names?: boolean | string[];
};

/** A way the counter takes an order: its slots, and the items no order of it holds together. */
export type OrderFormat = {
  /** The order's name after its protein ("burrito bowl", "6-inch sub"). */
  name: string;
  /** The menu category the stored orders are filed under. */
  category: string;
  slots: Slot[];
  /** Each pattern names items of which an order holds one at most (one guacamole, whatever its portion). */
  oneOf?: RegExp[];
};

/** A chain's order formats, by the restaurant's name as the menu gives it. */
export type ChainFormats = {
  chain: string;
  /** The kinds of menu rows its orders are built from: its components, and its meals where the counter serves
   * them as parts (Panda's sides and entrées, Chipotle's kids' sides). */
  kinds: ("component" | "meal")[];
  formats: OrderFormat[];
};

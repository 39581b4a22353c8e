// The order formats of the build-your-own chains: what each counter takes, slot by slot, named by the chain's own
// item names on its menu. No number is written here: an order's numbers are always the sum of the published rows
// it is built from (lib/orders/search.ts). A chain whose rows cannot say which portion goes in which order gets no
// formats (Moe's Southwest Grill lists one item name with two to four sets of numbers and no word of which order
// each is for; Jimmy John's lists add-ons to its set sandwiches and no bread).
import type { ChainFormats, OrderFormat, Slot } from "./format-types";

/** Any of the names, at the start of an item's name. */
const named = (...names: string[]) => new RegExp(`^(${names.join("|")})\\b`, "i");

// Chipotle: one portion of everything, a protein once or doubled, kids' portions only in a kids' meal.
const CHIPOTLE_KIDS = /\bKids\b/i;
const chipotleFillings = (kids: boolean): Slot[] => {
  // A kids' meal takes the kids' portions only, an adult's order never.
  const only = (pattern: RegExp) =>
    kids
      ? { takes: new RegExp(`${pattern.source}.*\\bKids\\b`, "i") }
      : { takes: pattern, leaves: CHIPOTLE_KIDS };
  return [
    {
      name: "protein",
      ...only(named("Barbacoa", "Chicken", "Carnitas", "Steak", "Sofritas")),
      min: 0,
      max: kids ? 1 : 2,
      most: kids ? 1 : 2,
      kinds: 1,
      names: true,
    },
    { name: "rice", ...only(named("Cilantro-Lime White Rice", "Cilantro-Lime Brown Rice")), min: 0, max: 1 },
    { name: "beans", ...only(named("Black Beans", "Pinto Beans")), min: 0, max: 1 },
    { name: "vegetables", ...only(named("Fajita Vegetables")), min: 0, max: 1 },
    {
      name: "salsa",
      ...only(
        named(
          "Fresh Tomato Salsa",
          "Roasted Chili-Corn Salsa",
          "Tomatillo-Green Chili Salsa",
          "Tomatillo-Red Chili Salsa",
        ),
      ),
      min: 0,
      max: kids ? 1 : 4,
    },
    {
      name: "topping",
      // The entrée's queso and the topping's guacamole; the side and large portions are sides of their own.
      takes: kids
        ? /^(Cheese|Sour Cream|Guacamole|Queso Blanco)\b.*\bKids\b/i
        : /^(Cheese|Sour Cream)\b(?!.*Kids)|^Guacamole\b.*Topping|^Queso Blanco\b.*Entree/i,
      min: 0,
      max: kids ? 2 : 4,
    },
  ];
};
const CHIPOTLE: OrderFormat[] = [
  { name: "burrito bowl", category: "Entrees", slots: chipotleFillings(false) },
  {
    name: "burrito",
    category: "Entrees",
    slots: [
      { name: "tortilla", takes: /^Flour Tortilla \(Burrito\)/i, min: 1, max: 1 },
      ...chipotleFillings(false),
    ],
  },
  {
    name: "salad",
    category: "Salads",
    slots: [{ name: "greens", takes: /^Supergreens Salad Mix/i, min: 1, max: 1 }, ...chipotleFillings(false)],
  },
  {
    // An order of tacos is three, each tortilla a taco's.
    name: "tacos",
    category: "Entrees",
    slots: [
      {
        name: "tortillas",
        takes: /^Flour Tortilla \(Taco\)|^Crispy Corn Tortilla\b/i,
        leaves: CHIPOTLE_KIDS,
        min: 1,
        max: 1,
        portions: 3,
      },
      ...chipotleFillings(false),
      { name: "lettuce", takes: /^Romaine Lettuce \(Tacos\)/i, min: 0, max: 1 },
    ],
  },
  {
    name: "kids' meal",
    category: "Entrees",
    slots: [
      {
        name: "tortillas",
        takes: /^(Flour Tortilla \(Taco\)|Crispy Corn Tortilla\b).*\bKids\b/i,
        min: 0,
        max: 1,
      },
      ...chipotleFillings(true),
      { name: "side", takes: /^(Chips|Mandarins|Blueberries)\b.*\bKids\b/i, min: 0, max: 1 },
    ],
  },
];

// Five Guys: a burger is a bun with one or two patties and the toppings; a hot dog has its own; the shake's
// mix-ins belong to a shake.
const FIVE_GUYS_TOPPINGS: Slot = { name: "toppings", takes: /^Toppings, /i, min: 0, max: 15 };
const FIVE_GUYS_BUN: Slot = { name: "bun", takes: /^Bun\b/i, min: 1, max: 1 };
const FIVE_GUYS_BACON: Slot = { name: "bacon", takes: /^Meat, Bacon\b/i, min: 0, max: 1 };
const FIVE_GUYS: OrderFormat[] = [
  {
    name: "burger",
    category: "Burgers",
    slots: [
      FIVE_GUYS_BUN,
      {
        name: "patties",
        takes: /^Meat, Hamburger Patty\b/i,
        min: 1,
        max: 2,
        most: 2,
        names: ["", "little hamburger", "hamburger"],
      },
      FIVE_GUYS_BACON,
      FIVE_GUYS_TOPPINGS,
    ],
  },
  {
    name: "hot dog",
    category: "Sandwiches",
    slots: [
      FIVE_GUYS_BUN,
      { name: "hot dog", takes: /^Meat, Hot Dog\b/i, min: 1, max: 1, names: ["", "hot dog"] },
      FIVE_GUYS_BACON,
      FIVE_GUYS_TOPPINGS,
    ],
  },
];

// Qdoba: the entrée portions ("Ingredients for Entrees"); the 2 oz. and 1.75 oz. ones are its kids' meals'.
const QDOBA_FILLINGS: Slot[] = [
  {
    name: "protein",
    takes:
      /^(Grilled Adobo Chicken|Grilled Steak|Ground Beef|Pulled Pork|Smoked Brisket|Cholula Hot & Sweet Chicken)\b.*3\.5 ?oz|^Chorizo\b.*3\.0 oz|^Plant-Based Impossible\b/i,
    min: 0,
    max: 2,
    most: 2,
    kinds: 1,
    names: true,
  },
  { name: "rice", takes: /^(Cilantro Lime Rice|Seasoned Brown Rice)\b.*4 oz/i, min: 0, max: 1 },
  { name: "beans", takes: /^(Black|Pinto) Beans\b.*4 oz/i, min: 0, max: 1 },
  {
    name: "salsa",
    takes: /^(Chile Corn Salsa|Habanero Salsa|Pico de Gallo|Roasted Tomato Salsa|Salsa Roja|Salsa Verde)\b/i,
    min: 0,
    max: 3,
  },
  {
    name: "topping",
    takes:
      /^(3 \(Three\)- Cheese Queso\b.*2 oz|Queso Diablo|Hand Crafted Guacamole\b.*2 oz|Shredded Cheese\b.*1\.0 oz|Sour Cream \(Entrees\)|Fajita Veggies|Pickled Jalapenos|Pickled Red Onion|Cotija Cheese|Romaine Lettuce — 0\.25|Tortilla Strips|Chile Crema|Jalapeno Verde)/i,
    min: 0,
    max: 5,
  },
];
const QDOBA: OrderFormat[] = [
  {
    name: "burrito",
    category: "Entrees",
    slots: [
      { name: "tortilla", takes: /^(Flour Tortilla|Whole Wheat Flour Tortilla)\b.*12\.5/i, min: 1, max: 1 },
      ...QDOBA_FILLINGS,
    ],
  },
  { name: "bowl", category: "Entrees", slots: QDOBA_FILLINGS },
];

// Subway publishes every part as the amount on a 6-inch sub ('Artisan Italian Bread — 6"'); a footlong is two 6-inch
// portions of each. Its wraps and mini breads are other orders' (a wrap takes a footlong's meat), left out.
const subwaySlots = (portions: number): Slot[] => [
  {
    name: "bread",
    takes: portions === 1 ? / — 6"$|^Gluten-Free Bread\b/i : / — 6"$/i,
    min: 1,
    max: 1,
    portions,
  },
  {
    name: "protein",
    takes: named(
      "Bacon",
      "Black Forest Ham",
      "Capicola",
      "Chicken Patty",
      "Cold Cut Combo Meats",
      "Egg Patty",
      "Grilled Chicken",
      "Italian B\\.M\\.T\\. Meats",
      "Meatballs",
      "Oven Roasted Turkey",
      "Pastrami",
      "Pepperoni",
      "Roast Beef",
      "Rotisserie-Style Chicken",
      "Spicy Italian Meats",
      "Steak",
      "Subway Club Meats",
      "Tuna",
      "Veggie Patty",
    ),
    min: 1,
    max: 2,
    most: 2,
    portions,
    names: true,
  },
  {
    name: "cheese",
    takes: named(
      "American",
      "BelGioioso Fresh Mozzarella",
      "Monterey Cheddar",
      "Mozzarella, Shredded",
      "Pepperjack",
      "Provolone",
      "Swiss",
    ),
    min: 0,
    max: 1,
    portions,
  },
  {
    name: "vegetables",
    takes: named(
      "Avocado",
      "Banana Peppers",
      "Cucumbers",
      "Green Chiles",
      "Green Peppers",
      "Jalapeno Peppers",
      "Lettuce",
      "Olives",
      "Onions",
      "Pickles",
      "Spinach",
      "Sweet Peppers",
      "Tomatoes",
    ),
    leaves: /\bWrap\b/i,
    min: 0,
    max: 13,
    portions,
  },
  {
    name: "sauce",
    takes: named(
      "Baja Chipotle Southwest Sauce",
      "Barbecue Sauce",
      "Franks Red Hot Buffalo Sauce",
      "Creamy Sriracha",
      "Honey Mustard",
      "Lite Mayonnaise",
      "Mayonnaise",
      "Mustard, Yellow",
      "MVP Parmesan Vinaigrette",
      "Oil & Vinegar",
      "Peppercorn Ranch Sauce",
      "Roasted Garlic Aioli",
      "Sweet Onion Teriyaki Sauce",
    ),
    min: 0,
    max: 2,
    portions,
  },
];
const SUBWAY: OrderFormat[] = [
  { name: "6-inch sub", category: "Sandwiches", slots: subwaySlots(1), oneOf: [/^Avocado\b/i] },
  { name: "footlong", category: "Sandwiches", slots: subwaySlots(2), oneOf: [/^Avocado\b/i] },
];

// Panda Express: a bowl is a side and an entrée, a plate a side and two, a bigger plate a side and three (an entrée
// may be taken twice); its sides and entrées are its ordinary items at their regular portion.
const PANDA_SIDE: Slot = {
  name: "side",
  takes: /^(Chow Mein|Fried Rice|White Steamed Rice|Brown Steamed Rice|Super Greens)\b/i,
  leaves: /Cub Meal|Entree/i,
  min: 1,
  max: 1,
};
const pandaEntrees = (count: number): Slot => ({
  name: "entrée",
  takes:
    /^(Orange Chicken|Beyond Orange Chicken|Beijing Beef|Black Pepper Angus Steak|Black Pepper Chicken|Broccoli Beef|Eggplant Tofu|Golden Treasure Shrimp|Grilled Asian Chicken|Grilled Teriyaki Chicken|Honey Sesame Chicken Breast|Honey Walnut Shrimp|Kung Pao Chicken|Mushroom Chicken|String Bean Chicken Breast|Sweet & Sour Chicken Breast|Sweetfire Chicken Breast|Teriyaki Chicken|Chili Crisp Shrimp|Wok[- ]\(?Fired Shrimp|Super Greens Entree)\b/i,
  leaves: /Cub Meal/i,
  min: count,
  max: count,
  most: count,
  names: true,
});
const PANDA: OrderFormat[] = [
  { name: "bowl", category: "Entrees", slots: [PANDA_SIDE, pandaEntrees(1)] },
  { name: "plate", category: "Entrees", slots: [PANDA_SIDE, pandaEntrees(2)] },
  { name: "bigger plate", category: "Entrees", slots: [PANDA_SIDE, pandaEntrees(3)] },
];

// Firehouse Subs: a small, medium or large sub, each part at that size's portion.
const FIREHOUSE_MEATS = named(
  "Chicken Breast",
  "Meatballs",
  "Oven Roasted Chicken",
  "Pepper Bacon",
  "Pepperoni",
  "Pulled Pork",
  "Salami",
  "Sauteed Usda Choice Steak",
  "Smoked Honey Ham",
  "Smoked Turkey Breast Roast",
  "Tuna Salad",
  "Usda Choice Beef Brisket",
  "Usda Choice Corned Beef Brisket",
  "Usda Choice Pastrami",
  "Usda Choice Roast Beef",
);
const FIREHOUSE_CHEESES = /^(Cheddar|Feta|Monterey Jack|Pepper Jack|Provolone|Swiss) Cheese\b/i;
const FIREHOUSE_TOPPINGS = named(
  "Au Jus Bell Peppers",
  "Au Jus Mushrooms",
  "Au Jus Onions",
  "Avocado",
  "Black Olives",
  "Cherry Pepper Rings",
  "Chopped Green Peppers",
  "Chopped Pickle Spear",
  "Coleslaw",
  "Cucumber",
  "Iceberg Lettuce",
  "Onion",
  "Sliced Pepperoncini",
  "Tomato",
);
const FIREHOUSE_CONDIMENTS = named(
  "Balsamic Dressing",
  "Cajun Mayo",
  "Captain Sorensen's Datil Pepper Hot Sauce",
  "Cream Cheese",
  "Garlic Blend",
  "Honey Mustard",
  "Italian Salad Dressing",
  "Jerk Mustard",
  "Light Mayonnaise",
  "Marinara Sauce",
  "Mayonnaise",
  "Oil & Vinegar Dressing",
  "Peppercorn Ranch Dressing",
  "Sriracha Sauce",
  "Sweet Baby Ray's BBQ Sauce",
  "Zesty Pepperoncini Tzatziki Spread",
);
/** A part of one size: its size named after the dish ("Swiss Cheese — Medium", "Pepperoni — Medium, Large"). */
const sized = (parts: RegExp, size: string) => new RegExp(`(${parts.source}).* — .*\\b${size}\\b`, "i");
const firehouseSub = (size: "Small" | "Medium" | "Large", bread: RegExp): OrderFormat => ({
  name: `${size.toLowerCase()} sub`,
  category: "Sandwiches",
  slots: [
    { name: "bread", takes: bread, min: 1, max: 1 },
    { name: "meat", takes: sized(FIREHOUSE_MEATS, size), min: 1, max: 2, most: 2, names: true },
    { name: "cheese", takes: sized(FIREHOUSE_CHEESES, size), min: 0, max: 1 },
    { name: "toppings", takes: sized(FIREHOUSE_TOPPINGS, size), min: 0, max: 8 },
    { name: "condiments", takes: sized(FIREHOUSE_CONDIMENTS, size), min: 0, max: 2 },
  ],
  oneOf: [/^Black Olives\b/i],
});
// Its rolls are named for the sub they make ('White Sub Roll (Small)'); the King's Hawaiian roll makes a small or a
// medium sub, as its row says.
const FIREHOUSE: OrderFormat[] = [
  firehouseSub("Small", /^(White|Wheat) Sub Roll \(Small\)|^King's Hawaiian Sandwich Roll\b/i),
  firehouseSub("Medium", /^(White|Wheat) Sub Roll \(Medium\)|^King's Hawaiian Sandwich Roll\b/i),
  firehouseSub("Large", /^(White|Wheat) Sub Roll — Large\b/i),
];

/** Every chain's formats, by the restaurant's name. */
export const CHAIN_FORMATS: ChainFormats[] = [
  { chain: "Chipotle", kinds: ["component", "meal"], formats: CHIPOTLE },
  { chain: "Five Guys", kinds: ["component"], formats: FIVE_GUYS },
  { chain: "Qdoba", kinds: ["component"], formats: QDOBA },
  { chain: "Subway", kinds: ["component"], formats: SUBWAY },
  { chain: "Panda Express", kinds: ["meal"], formats: PANDA },
  { chain: "Firehouse Subs", kinds: ["component"], formats: FIREHOUSE },
];

/** The order formats of a restaurant, by its name; null for a menu that is not built at a counter. */
export function chainFormatsFor(restaurantName: string): ChainFormats | null {
  const key = restaurantName.trim().toLowerCase();
  return CHAIN_FORMATS.find((chain) => chain.chain.toLowerCase() === key) ?? null;
}

/** The rows of a menu the chain's orders are built from. */
export const partsOf = <T extends { kind?: string }>(chain: ChainFormats, rows: T[]): T[] =>
  rows.filter((row) => (chain.kinds as string[]).includes(row.kind ?? ""));

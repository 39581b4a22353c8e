// What a menu row is (a meal, a component built into an order, or a drink), which slot of an order a component
// fills, and the category of a row whose document gives none: rules on the row's words, the same for every chain.
import type { ComponentSlot, ItemKind } from "./types";

/** MenuStat's categories that are not meals. */
const DRINK_CATEGORY = "Beverages";
const COMPONENT_CATEGORY = "Toppings & Ingredients";

const DRINK =
  /\b(coffee|latte|mocha|cappuccino|espresso|americano|macchiato|cold brew|tea|lemonade|limeade|soda|coke|coca-cola|pepsi|sprite|fanta|7up|dr\.? pepper|mountain dew|mtn dew|root beer|ginger ale|sierra mist|juice|smoothies?|shakes?|milkshake|milk|water|punch|refresher|frapp\w*|cocoa|hot chocolate|cooler|agua fresca|horchata|gatorade|powerade|capri sun|soft drink|fountain drink|beverage|kombucha|energy drink|cider)\b/i;
/** Words that make a row food even when a drink's word is in its name ("Milk Chocolate Cookie", "Tea Cake"). */
const NOT_DRINK =
  /\b(cookie|cake|pie|brownie|muffin|bread|roll|biscuit|pancake|waffle|toast|sandwich|wrap|salad|bowl|oatmeal|pretzel|bar|bites?|chicken|beef|pork|fish|shrimp|steak|noodles?|pasta|soup|cheesecake|donut|doughnut|scone|crisps?|tenders?|sauce|dressing|topping|boost)\b/i;

/** A row of a document without categories that names a part of an order rather than a dish. */
const COMPONENT_NAME =
  /\b(tortilla|topping|sauce|dressing|dip|spread|packet|croutons?|salsa|guacamole|queso|sour cream|boost|add[- ]on|extra)\b|\(create your own pasta\)/i;

/** The kind of a MenuStat row: by its category. */
export function menuStatKind(category: string): ItemKind {
  if (category === DRINK_CATEGORY) return "drink";
  if (category === COMPONENT_CATEGORY) return "component";
  return "meal";
}

/** The kind of a row of a document without categories: by its name; a chain whose menu is parts says so. */
export function namedKind(name: string, options: { components?: boolean } = {}): ItemKind {
  if (DRINK.test(name) && !NOT_DRINK.test(name)) return "drink";
  // What the row is, before what it comes in or with ("Cheese Tortelloni in Roasted Garlic Cream Sauce" is a dish).
  const head = name.split(/\s+(?:in|with|w\/|and|&)\s+/i)[0]!;
  if (options.components || COMPONENT_NAME.test(head)) return "component";
  return "meal";
}

const SLOT_RULES: [ComponentSlot, RegExp][] = [
  ["rice", /\brice\b/i],
  ["beans", /\bbeans?\b/i],
  ["salsa", /\b(salsa|pico|sauce|dressing|vinaigrette|hot sauce|aioli|mayo|mustard|ketchup|dip)\b/i],
  [
    "protein",
    /\b(chicken|steak|barbacoa|carnitas|sofritas|beef|pork|turkey|ham|tofu|fish|shrimp|brisket|chorizo|bacon|sausage|eggs?|patty|patties|meats?|meatballs?|tuna|salmon|carne asada|al pastor|pollo|pastrami|salami|pepperoni|roast beef|capicola|prosciutto|tempeh)\b/i,
  ],
  [
    "base",
    /\b(tortillas?|bowl|salad mix|supergreens|bread|roll|bun|wrap|sub|bagel|flatbread|pita|crust|taco shells?|lettuce wrap|noodles|pasta|rotini|spaghetti|rigatoni|angel hair)\b/i,
  ],
];

/** The slot of an order a component fills: the first rule its name meets, else a topping. */
export function componentSlot(name: string): ComponentSlot {
  for (const [slot, rule] of SLOT_RULES) if (rule.test(name)) return slot;
  return "topping";
}

const CATEGORY_RULES: [string, RegExp][] = [
  [
    "Desserts",
    /\b(cookie|cake|pie|brownie|ice cream|frozen yogurt|sundae|cheesecake|churro|turnover|dessert|pudding|cobbler)\b/i,
  ],
  ["Salads", /\bsalad\b/i],
  ["Soup", /\b(soup|chili|chowder|bisque)\b/i],
  ["Pizza", /\bpizza\b/i],
  ["Burgers", /\bburgers?\b/i],
  [
    "Sandwiches",
    // A bread or wrap in a row's note, or "on … bread", is what a sandwich comes on ("#13 The Italian (White Bread)").
    /\b(sandwich|sub|wrap|melt|panini|handwich|hoagie|club|blt|po'? ?boy|biscuit)\b|\bon ([\w'-]+ ){0,3}(bread|roll|bun)\b|\([^()]*\b(bread|wrap)\)/i,
  ],
  ["Fried Potatoes", /\b(fries|tots|hash browns?|hash rounds|potato wedges)\b/i],
  ["Baked Goods", /\b(bagel|muffin|croissant|scone|danish|donut|doughnut|pretzel|bread|breadstick|roll)\b/i],
  [
    "Appetizers & Sides",
    /\b(side|coleslaw|slaw|corn|beans|mac & cheese|macaroni|mashed|fruit|apples?|applesauce|mandarins?|blueberries|oranges?|bananas?|rangoon|egg roll|spring roll|potsticker|calamari|fritta|mozzarella|chips|dip|greens|rice)\b/i,
  ],
];

/** A category for a row of a document that gives none, in MenuStat's words, so its meal types follow one rule. */
export function categoryFor(name: string, kind: ItemKind): string {
  if (kind === "drink") return DRINK_CATEGORY;
  if (kind === "component") return COMPONENT_CATEGORY;
  for (const [category, rule] of CATEGORY_RULES) if (rule.test(name)) return category;
  return "Entrees";
}

/** Approximate protein in typical cooked restaurant portions (rounded from USDA FoodData Central values). */
export const PROTEIN_FOODS = [
  { name: "Grilled chicken breast", portion: "4 oz (113 g)", proteinG: 35 },
  { name: "Turkey breast", portion: "4 oz (113 g)", proteinG: 33 },
  { name: "Top sirloin steak", portion: "6 oz (170 g)", proteinG: 50 },
  { name: "Salmon fillet", portion: "4 oz (113 g)", proteinG: 28 },
  { name: "Shrimp", portion: "4 oz (113 g)", proteinG: 27 },
  { name: "Eggs", portion: "3 large", proteinG: 19 },
  { name: "Egg whites", portion: "1 cup", proteinG: 26 },
  { name: "Greek yogurt, plain nonfat", portion: "1 cup (227 g)", proteinG: 23 },
  { name: "Cottage cheese", portion: "1 cup", proteinG: 25 },
  { name: "Firm tofu", portion: "½ cup (126 g)", proteinG: 22 },
  { name: "Lentils", portion: "1 cup", proteinG: 18 },
  { name: "Black beans", portion: "1 cup", proteinG: 15 },
  { name: "Edamame", portion: "1 cup shelled", proteinG: 18 },
] as const;

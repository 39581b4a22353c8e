/** The hand-size portion guide of the macro tracking tips (approximate values for an average adult hand). */
export const HAND_PORTIONS = [
  {
    measure: "Palm (thickness and size, no fingers)",
    food: "Meat, fish, tofu, eggs",
    estimate: "3–4 oz cooked, about 20–30 g protein",
  },
  {
    measure: "Fist",
    food: "Rice, pasta, potatoes, cereal, fruit",
    estimate: "About 1 cup, 30–45 g carbs for starches",
  },
  {
    measure: "Cupped hand",
    food: "Beans, granola, dried fruit, nuts (loose)",
    estimate: "About ½ cup, 20–30 g carbs for starches",
  },
  {
    measure: "Thumb",
    food: "Oil, butter, dressing, nut butter, cheese",
    estimate: "About 1 tablespoon, 10–14 g fat",
  },
  {
    measure: "Two open hands",
    food: "Leafy greens and non-starchy vegetables",
    estimate: "About 2 cups, under 50 kcal",
  },
] as const;

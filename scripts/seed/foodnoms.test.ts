import { readFileSync } from "node:fs";
import { join } from "node:path";
import { decodeFile, loadFoodnomsMenu, numberCell, readFoodnoms } from "./foodnoms";
import { DATA_DIR } from "./static-data";

const HEADER =
  "Name,Serving Size Description,Serving Size (g),Serving Size (mL),Calories,Total Fat (g),Saturated Fat (g)," +
  "Trans Fat (g),Cholesterol (mg),Sodium (mg),Carbohydrates (g),Fiber (g),Sugars (g),Protein (g)";

describe("reading a chain's FoodNoms document", () => {
  test('"<1" is a bound, not a value: it is stored as unknown, never as 1 or 0', () => {
    expect(numberCell("<1")).toBeNull();
    expect(numberCell("< 1")).toBeNull();
    expect(numberCell("2.5")).toBe("2.5");
    expect(numberCell("")).toBeNull();
    expect(numberCell("1 kids meal")).toBeUndefined();
    const { rows } = readFoodnoms(
      `${HEADER}\nFlour Tortilla (Taco),1 tortilla,,,80,2.5,0,0,0,160,13,<1,0,2\n`,
    );
    expect(rows[0]).toMatchObject({ calories: "80", carbs: "13", protein: "2" });
    expect(rows[0]!.label.fiber).toBeNull();
  });

  test("text shifted into a serving column is read as the serving; in a nutrient column the row is refused", () => {
    const text =
      `${HEADER}\nNuggets Kids Meal,,1 kids meal,,170,8,1,0,65,690,7,0,0,17\n` +
      `Shifted,,,,210,14,4,0,60,610,Wing (Each),1,0,13\n\n\n`;
    const { rows, refused } = readFoodnoms(text);
    expect(rows.map((row) => [row.item, row.serving])).toEqual([["Nuggets Kids Meal", "1 kids meal"]]);
    expect(refused).toEqual([{ line: 3, reason: 'Carbohydrates (g) is "Wing (Each)", not a number' }]);
  });

  test("reads Windows-1252 and drops a byte-order mark, and refuses bytes that are not the file's encoding", () => {
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9]);
    expect(decodeFile(bytes, "windows-1252")).toBe("Café");
    expect(() => decodeFile(bytes)).toThrow();
    expect(decodeFile(new TextEncoder().encode("\uFEFFName"))).toBe("Name");
  });

  test("repeated names are the sizes of one dish, told apart by their serving", () => {
    const text =
      `${HEADER}\nPancakes,Short Stack,,,450,10,4,0,40,900,70,2,12,12\n` +
      `Pancakes,Full Stack,,,690,15,6,0,60,1400,105,3,18,18\nPancakes,Full Stack,,,690,15,6,0,60,1400,105,3,18,18\n`;
    const { rows } = readFoodnoms(text);
    expect(rows).toHaveLength(3);
  });

  test("Chipotle's April 2024 document: every row on the menu, the kids' and adult portions as sizes", () => {
    const { items, refused } = loadFoodnomsMenu(join(DATA_DIR, "foodnoms", "chipotle.csv"), {
      components: true,
      meals: /^(Chips|Mandarins|Blueberries)\b/i,
    });
    const rows =
      readFileSync(join(DATA_DIR, "foodnoms", "chipotle.csv"), "utf8")
        .trim()
        .split("\n").length - 1;
    expect(refused).toEqual([]);
    expect(items).toHaveLength(rows);
    const chicken = items.filter((item) => item.dish === "Chicken");
    expect(chicken.map((item) => [item.name, item.serving, item.calories, item.protein])).toEqual([
      ["Chicken — Regular", "4 oz, 113 g", "180", "32"],
      ["Chicken — Kids", "2 oz, 57 g", "90", "15"],
    ]);
    expect(chicken.every((item) => item.kind === "component" && item.slot === "protein")).toBe(true);
    expect(items.find((item) => item.name === "Black Beans — Regular")?.slot).toBe("beans");
    expect(items.find((item) => item.name === "Organic Milk — Kids")?.kind).toBe("drink");
    expect(items.find((item) => item.name === "Chips — Regular")?.kind).toBe("meal");
  });
});

import { cleanNumber, cleanText, menuRows, servingText, toCsv, type SheetRow } from "./menu-xlsx";

const row = (values: SheetRow): SheetRow => ({
  restaurant: "Applebee's",
  item_name: "French Onion Soup",
  food_category: "Soup",
  calories: 370,
  protein: 16,
  carbohydrates: 26,
  total_fat: 22,
  sugar: 9,
  saturated_fat: 12,
  trans_fat: 0,
  cholesterol: 55,
  sodium: 1250,
  dietary_fiber: 2,
  potassium: null,
  ...values,
});

describe("reading the MenuStat sheet", () => {
  test("a number is written in its shortest form, and a range or a dash is left blank", () => {
    expect(cleanNumber(2.2999999999999998)).toBe("2.3");
    expect(cleanNumber("8.3000000000000004E-2")).toBe("0.083");
    expect(cleanNumber("370.0")).toBe("370");
    expect(cleanNumber("1 g")).toBe("1");
    expect(cleanNumber("4440-4620")).toBe("");
    expect(cleanNumber("–")).toBe("");
    expect(cleanNumber(null)).toBe("");
  });

  test("text has its whitespace collapsed and its encoding artifacts repaired", () => {
    expect(cleanText("  Orange  Chicken\n Bowl ")).toBe("Orange Chicken Bowl");
    expect(cleanText("Beyond Meatâ„¢ Bowl")).toBe("Beyond Meat™ Bowl");
    expect(cleanText({ richText: [{ text: "Stu" }, { text: "ﬀed" }] })).toBe("Stuffed");
  });

  test("the serving is size and unit with the household measure, else the first one given", () => {
    expect(
      servingText({ serving_size: 21, serving_size_unit: "g", serving_size_household: "1/2 pizza" }),
    ).toBe("21 g (1/2 pizza)");
    expect(servingText({ serving_size: 21, serving_size_household: "1 slice" })).toBe("1 slice");
    expect(servingText({ serving_size_text: "1 bowl" })).toBe("1 bowl");
    expect(servingText({})).toBe("");
  });

  test("the label values are carried, and an unknown one stays blank", () => {
    const [first] = menuRows([row({})]);
    expect(first).toMatchObject({
      saturated_fat: "12",
      trans_fat: "0",
      sodium: "1250",
      fiber: "2",
      potassium: "",
    });
  });

  test("rows without a restaurant or any of the five values are dropped; of equal rows the first stays", () => {
    const rows = menuRows([
      row({}),
      row({ sodium: 999 }),
      row({ restaurant: null }),
      row({
        item_name: "Water",
        calories: null,
        protein: null,
        carbohydrates: null,
        total_fat: null,
        sugar: null,
      }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sodium).toBe("1250");
  });

  test("the CSV quotes a field with a comma or a quote", () => {
    const csv = toCsv(
      menuRows([row({ item_name: 'Soup, "Large"', item_description: 'Soup, "Large", Soups' })]),
    );
    expect(csv.split("\n")[1]).toBe(
      'Applebee\'s,"Soup, ""Large""",Soup,,370,16,26,22,9,12,0,55,1250,2,,"Soup, ""Large"", Soups"',
    );
  });
});

import { parseMenuCsv } from "./menu-csv";

const HEADER = "restaurant,city,state,address,item,description,calories,protein,carbs,fat,sugar";

describe("parseMenuCsv", () => {
  it("reads rows with blank optional cells as null and keeps each row's line", () => {
    const { rows, errors } = parseMenuCsv(
      `${HEADER}\nGreen Fork,Boise,ID,1 Main St,Chicken Bowl,"Rice, chicken",540,42g,50,12,4\nGreen Fork,Boise,,,Salad,,,,,,\n`,
    );
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(
      expect.objectContaining({ line: 2, item: "Chicken Bowl", description: "Rice, chicken", protein: "42g" }),
    );
    expect(rows[1]).toEqual(expect.objectContaining({ line: 3, state: null, calories: null }));
  });

  it("accepts a file with only the required columns, in any order", () => {
    const { rows, errors } = parseMenuCsv("item,city,restaurant\nToast,Boise,Cafe\n");
    expect(errors).toEqual([]);
    expect(rows[0]).toEqual(expect.objectContaining({ restaurant: "Cafe", city: "Boise", item: "Toast", fat: null }));
  });

  it("reports every row missing a required field, by line", () => {
    const { rows, errors } = parseMenuCsv(`${HEADER}\n,Boise,ID,,Bowl,,,,,,\nCafe,,ID,,Bowl,,,,,,\nCafe,Boise,ID,,,,,,,,\n`);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, reason: "missing restaurant" },
      { line: 3, reason: "missing city" },
      { line: 4, reason: "missing item" },
    ]);
  });

  it("reports rows with the wrong number of fields and malformed quoting", () => {
    expect(parseMenuCsv(`${HEADER}\nCafe,Boise,ID\n`).errors).toEqual([
      { line: 2, reason: "expected 11 fields, found 3" },
    ]);
    const broken = parseMenuCsv(`${HEADER}\nCafe,Boise,ID,"1 Main St,Bowl,,,,,,\n`);
    expect(broken.errors).toHaveLength(1);
    expect(broken.errors[0]!.reason).toMatch(/^malformed CSV/);
  });

  it("rejects unknown and missing columns in the header", () => {
    expect(parseMenuCsv("restaurant,town,item\nA,B,C\n").errors).toEqual([
      { line: 1, reason: "unknown column(s): town" },
      { line: 1, reason: "missing column(s): city" },
    ]);
  });
});

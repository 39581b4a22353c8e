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
      expect.objectContaining({
        line: 2,
        item: "Chicken Bowl",
        description: "Rice, chicken",
        protein: "42g",
      }),
    );
    expect(rows[1]).toEqual(expect.objectContaining({ line: 3, state: null, calories: null }));
  });

  it("accepts a file with only the required columns, in any order", () => {
    const { rows, errors } = parseMenuCsv("item,city,restaurant\nToast,Boise,Cafe\n");
    expect(errors).toEqual([]);
    expect(rows[0]).toEqual(
      expect.objectContaining({ restaurant: "Cafe", city: "Boise", item: "Toast", fat: null }),
    );
  });

  it("reports every row missing a required field, by line", () => {
    const { rows, errors } = parseMenuCsv(
      `${HEADER}\n,Boise,ID,,Bowl,,,,,,\nCafe,,ID,,Bowl,,,,,,\nCafe,Boise,ID,,,,,,,,\n`,
    );
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

  it("reads the optional provenance columns and fills blank ones from the file's defaults", () => {
    const file = `${HEADER},source,source_url,as_of
Cafe,Boise,ID,,Toast,,90,3,15,1,1,Cafe website,https://cafe.example/menu,2024-03
Cafe,Boise,ID,,Jam,,60,0,15,0,12,,,
`;
    const plain = parseMenuCsv(file);
    expect(plain.errors).toEqual([]);
    expect(plain.rows[0]).toEqual(
      expect.objectContaining({
        source: "Cafe website",
        source_url: "https://cafe.example/menu",
        as_of: "2024-03",
      }),
    );
    expect(plain.rows[1]).toEqual(expect.objectContaining({ source: null, source_url: null, as_of: null }));

    const defaults = { source: "MenuStat", source_url: "https://www.menustat.org", as_of: "2022" };
    const filled = parseMenuCsv(file, defaults);
    expect(filled.errors).toEqual([]);
    // A row's own source wins, whole; a row without one takes the file's.
    expect(filled.rows[0]).toEqual(expect.objectContaining({ source: "Cafe website", as_of: "2024-03" }));
    expect(filled.rows[1]).toEqual(expect.objectContaining(defaults));
    // An old file, without the columns, takes the defaults too.
    expect(parseMenuCsv(`${HEADER}\nCafe,Boise,ID,,Jam,,60,0,15,0,12\n`, defaults).rows[0]).toEqual(
      expect.objectContaining(defaults),
    );
  });

  it("reports bad provenance by line", () => {
    const { rows, errors } = parseMenuCsv(`item,city,restaurant,source,source_url,as_of
Toast,Boise,Cafe,MenuStat,javascript:alert(1),2022
Toast,Boise,Cafe,MenuStat,,2022-02-30
Toast,Boise,Cafe,,https://cafe.example,
Toast,Boise,Cafe,${"x".repeat(201)},,
`);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, reason: "source_url must be an http or https link" },
      { line: 3, reason: "as_of '2022-02-30' is not a date (a year such as 2022, 2022-05 or 2022-05-14)" },
      { line: 4, reason: "source_url and as_of need a source" },
      { line: 5, reason: "source is longer than 200 characters" },
    ]);
  });

  it("reads the optional kind, chain or independent in any case, and reports any other", () => {
    const { rows, errors } = parseMenuCsv(`item,city,restaurant,kind
Toast,Boise,Cafe,Independent
Toast,Boise,Cafe,chain
Toast,Boise,Cafe,
Toast,Boise,Cafe,franchise
`);
    expect(rows.map((row) => row.kind)).toEqual(["independent", "chain", null]);
    expect(errors).toEqual([
      { line: 5, reason: "kind 'franchise' must be chain or independent, or meal, component or drink" },
    ]);
  });

  it("refuses a text cell that a spreadsheet would run as a formula, by line, and imports nothing", () => {
    const { rows, errors } = parseMenuCsv(
      [
        HEADER,
        'Cafe,Boise,ID,1 Main St,"=HYPERLINK(""http://x"")",,,,,,',
        "Cafe,Boise,ID,1 Main St,Toast,@SUM(A1),,,,,",
        "+Cafe,Boise,ID,1 Main St,Toast,,,,,,",
        "Cafe,Boise,ID,-1 Main St,Toast,,,,,,",
        "Cafe,Boise,ID,1 Main St,Toast,Plain toast,-,,,,",
      ].join("\n"),
    );
    expect(errors.map((e) => [e.line, e.reason])).toEqual([
      [2, "item starts like a spreadsheet formula (=, +, -, @)"],
      [3, "description starts like a spreadsheet formula (=, +, -, @)"],
      [4, "restaurant starts like a spreadsheet formula (=, +, -, @)"],
      [5, "address starts like a spreadsheet formula (=, +, -, @)"],
    ]);
    expect(rows).toHaveLength(1);
  });

  it("reads the optional label columns as numbers, with or without their unit, and reports any other", () => {
    const { rows, errors } =
      parseMenuCsv(`item,city,restaurant,saturated_fat,trans_fat,cholesterol,sodium,fiber,potassium
Toast,Boise,Cafe,4.50,0,55 mg,1250mg,2 g,
Toast,Boise,Cafe,,,,,,
Toast,Boise,Cafe,,,,1.2 g,,
Toast,Boise,Cafe,,,,,N/A,
Toast,Boise,Cafe,,,,,,-5
`);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        saturated_fat: "4.5",
        trans_fat: "0",
        cholesterol: "55",
        sodium: "1250",
        fiber: "2",
        potassium: null,
      }),
    );
    expect(rows[1]).toEqual(expect.objectContaining({ sodium: null, fiber: null }));
    expect(errors).toEqual([
      { line: 4, reason: "sodium '1.2 g' must be a number of mg (0 or more)" },
      { line: 5, reason: "fiber 'N/A' must be a number of g (0 or more)" },
      { line: 6, reason: "potassium '-5' must be a number of mg (0 or more)" },
    ]);
  });

  it("refuses a cell longer than its column takes, by line", () => {
    const { errors } = parseMenuCsv(
      `${HEADER}\nCafe,Boise,ID,1 Main St,${"x".repeat(201)},${"y".repeat(2001)},,,,,\n`,
    );
    expect(errors).toEqual([
      { line: 2, reason: "item is longer than 200 characters; description is longer than 2000 characters" },
    ]);
  });

  it("refuses a formula in any column, a number column's included, one message a line", () => {
    const { rows, errors } = parseMenuCsv(
      [
        HEADER,
        "Cafe,Boise,ID,1 Main St,Toast,,=1+2,,,,",
        "Cafe,Boise,ID,1 Main St,Toast,,,@A1,-2+3,,",
        "Cafe,Boise,ID,1 Main St,Toast,,-,-1,,,",
        "Cafe,Boise,ID,1 Main St,Toast,,-,,,,",
      ].join("\n"),
    );
    expect(errors).toEqual([
      { line: 2, reason: "calories starts like a spreadsheet formula (=, +, -, @)" },
      { line: 3, reason: "protein, carbs starts like a spreadsheet formula (=, +, -, @)" },
      { line: 4, reason: "protein '-1' must be a number of g (0 or more)" },
    ]);
    expect(rows.map((row) => row.line)).toEqual([5]);
  });

  it.each([
    ["a word", "calories", "lots", "calories 'lots' must be a number of kcal (0 or more)"],
    ["NaN", "protein", "NaN", "protein 'NaN' must be a number of g (0 or more)"],
    ["a hexadecimal", "carbs", "0x10", "carbs '0x10' must be a number of g (0 or more)"],
    ["a negative number", "fat", "-5", "fat '-5' must be a number of g (0 or more)"],
    ["Infinity", "sugar", "Infinity", "sugar 'Infinity' must be a number of g (0 or more)"],
    ["an exponent", "calories", "1e3", "calories '1e3' must be a number of kcal (0 or more)"],
    ["another unit", "protein", "25 kcal", "protein '25 kcal' must be a number of g (0 or more)"],
  ])("refuses %s in a macro column, by line", (_, column, value, reason) => {
    const columns = ["calories", "protein", "carbs", "fat", "sugar"];
    const cells = columns.map((name) => (name === column ? value : "10"));
    const { rows, errors } = parseMenuCsv(
      `${HEADER}\nCafe,Boise,ID,1 Main St,Toast,,10,10,10,10,10\nCafe,Boise,ID,1 Main St,Eggs,,${cells.join(",")}\n`,
    );
    expect(errors).toEqual([{ line: 3, reason }]);
    expect(rows.map((row) => row.line)).toEqual([2]);
  });

  it("takes macros as menus write them: plain, with their unit, grouped thousands, or not published", () => {
    const { rows, errors } = parseMenuCsv(
      [
        HEADER,
        'Cafe,Boise,ID,1 Main St,Toast,,"1,200 kcal",42g,50 g,.5,0',
        "Cafe,Boise,ID,1 Main St,Eggs,,540 Cal,12.5,N/A,-,3G",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.calories, row.protein, row.carbs, row.fat, row.sugar])).toEqual([
      ["1,200 kcal", "42g", "50 g", ".5", "0"],
      ["540 Cal", "12.5", "N/A", "-", "3G"],
    ]);
  });

  it.each([
    ["ESC", "Toast\u001b[31m"],
    ["NUL", "To\u0000ast"],
    ["a right-to-left override", "Toast\u202etsaot"],
    ["bad UTF-8 (decoded as U+FFFD)", Buffer.from([0x54, 0xff, 0x74]).toString("utf8")],
  ])("refuses a cell with %s, by line", (_, item) => {
    const { rows, errors } = parseMenuCsv(
      `${HEADER}\nCafe,Boise,ID,1 Main St,"${item}",,,,,,\nCafe,Boise,,,Eggs,,,,,,`,
    );
    expect(errors).toEqual([
      { line: 2, reason: "item contains control characters or bytes that are not UTF-8" },
    ]);
    expect(rows).toHaveLength(1);
  });

  it("keeps a line break inside a quoted description", () => {
    const { rows, errors } = parseMenuCsv(`${HEADER}\nCafe,Boise,ID,1 Main St,Toast,"Two\nlines",,,,,`);
    expect(errors).toEqual([]);
    expect(rows[0]!.description).toBe("Two\nlines");
  });

  it("stops reading a cell past 64 KB and says where", () => {
    const { rows, errors } = parseMenuCsv(
      `${HEADER}\nCafe,Boise,ID,1 Main St,Toast,,,,,,\nCafe,Boise,ID,1 Main St,"${"x".repeat(5_000_000)}",,,,,,\n`,
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 3, reason: "a cell is longer than 64 KB: the file was not read further" },
    ]);
  });
});

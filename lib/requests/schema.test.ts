import { z } from "zod";
import {
  CALORIES_NOT_INTEGER,
  CITY_SUGGESTION_REQUIRED,
  CORRECTION_FIELD_REQUIRED,
  CORRECTION_VALUE_REQUIRED,
  MEAL_REQUIRED,
  EXISTING_RESTAURANT_REQUIRED,
  MEAL_NAME_REQUIRED,
  NEW_RESTAURANT_NAME_REQUIRED,
  RESTAURANT_DESCRIPTION_REQUIRED,
  RESTAURANT_REQUEST_REQUIRED,
  RESTAURANT_SUGGESTION_REQUIRED,
  WEBSITE_NOT_URL,
} from "./constants";
import { EMPTY_ADD_RESTAURANT, EMPTY_CITY_SUGGESTION, EMPTY_CORRECTION, EMPTY_MEAL_REQUEST } from "./fields";
import { addRestaurantSchema, citySuggestionSchema, correctionSchema, mealRequestSchema } from "./schema";

const RESTAURANT_ID = "0b7c2d9e-5f1a-4c3b-9d8e-7a6b5c4d3e2f";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[]>);
}

describe("meal request", () => {
  it("asks for the meal's name", () => {
    expect(errorsOf(mealRequestSchema, { ...EMPTY_MEAL_REQUEST, restaurant_id: RESTAURANT_ID })).toEqual({
      meal_name: [MEAL_NAME_REQUIRED],
    });
  });

  it("treats a name of spaces as missing", () => {
    const input = { ...EMPTY_MEAL_REQUEST, restaurant_id: RESTAURANT_ID, meal_name: "   " };
    expect(errorsOf(mealRequestSchema, input).meal_name).toEqual([MEAL_NAME_REQUIRED]);
  });

  it("asks for a new restaurant's name", () => {
    const input = { ...EMPTY_MEAL_REQUEST, restaurant_mode: "new", meal_name: "Bowl" };
    expect(errorsOf(mealRequestSchema, input)).toEqual({ restaurant_name: [NEW_RESTAURANT_NAME_REQUIRED] });
  });

  it("asks to choose an existing restaurant otherwise", () => {
    const input = { ...EMPTY_MEAL_REQUEST, meal_name: "Bowl" };
    expect(errorsOf(mealRequestSchema, input)).toEqual({ restaurant_id: [EXISTING_RESTAURANT_REQUIRED] });
  });

  it("parses calories as an integer, as a menu writes them, and refuses anything else", () => {
    const base = { ...EMPTY_MEAL_REQUEST, restaurant_id: RESTAURANT_ID, meal_name: "Bowl" };
    for (const [typed, stored] of [
      [" 540 ", 540],
      ["540 kcal", 540],
      ["540.5", 540],
      ["540.9 Cal", 540],
      ["1,200 calories", 1200],
      ["0", 0],
      ["99999", 99999],
    ] as const) {
      expect(mealRequestSchema.parse({ ...base, calories: typed }).calories).toBe(stored);
    }
    for (const typed of ["lots", "about 540", "-5", "540 g", "1,20", ".5", "100000", "5e3"]) {
      expect(errorsOf(mealRequestSchema, { ...base, calories: typed }).calories).toEqual([
        CALORIES_NOT_INTEGER,
      ]);
    }
  });

  it("keeps nutrients as free text and sends empty optional fields as null", () => {
    const parsed = mealRequestSchema.parse({
      ...EMPTY_MEAL_REQUEST,
      restaurant_id: RESTAURANT_ID,
      restaurant_name: "ignored for an existing restaurant",
      meal_name: " Chicken Bowl ",
      protein: "42g",
    });
    expect(parsed).toEqual({
      meal_name: "Chicken Bowl",
      restaurant_id: RESTAURANT_ID,
      restaurant_name: null,
      protein: "42g",
      carbs: null,
      fat: null,
      sugar: null,
      calories: null,
      description: null,
      user_notes: null,
    });
  });

  it("for a new restaurant sends its name and no id", () => {
    const parsed = mealRequestSchema.parse({
      ...EMPTY_MEAL_REQUEST,
      restaurant_mode: "new",
      restaurant_id: RESTAURANT_ID,
      restaurant_name: "Tiny Kitchen",
      meal_name: "Bowl",
    });
    expect(parsed).toMatchObject({ restaurant_id: null, restaurant_name: "Tiny Kitchen" });
  });
});

describe("restaurant request", () => {
  it("asks for name, city and address with the spec's message", () => {
    expect(errorsOf(addRestaurantSchema, EMPTY_ADD_RESTAURANT)).toEqual({
      name: [RESTAURANT_REQUEST_REQUIRED],
      city: [RESTAURANT_REQUEST_REQUIRED],
      address: [RESTAURANT_REQUEST_REQUIRED],
    });
  });

  it("refuses a website that is not a URL and accepts one that is", () => {
    const base = { ...EMPTY_ADD_RESTAURANT, name: "Fit Cafe", city: "Boise", address: "1 Main St" };
    expect(errorsOf(addRestaurantSchema, { ...base, website: "fit cafe" }).website).toEqual([
      WEBSITE_NOT_URL,
    ]);
    expect(errorsOf(addRestaurantSchema, { ...base, website: "javascript:alert(1)" }).website).toEqual([
      WEBSITE_NOT_URL,
    ]);
    expect(addRestaurantSchema.parse({ ...base, website: "https://fit.example/menu" }).website).toBe(
      "https://fit.example/menu",
    );
    expect(addRestaurantSchema.parse(base).website).toBeNull();
  });
});

describe("restaurant suggestion (a restaurant with a meal)", () => {
  it("asks for name, city and address with the suggestion's message, and for a description and the meal", () => {
    expect(errorsOf(addRestaurantSchema, { ...EMPTY_ADD_RESTAURANT, include_meal: "yes" })).toEqual({
      name: [RESTAURANT_SUGGESTION_REQUIRED],
      city: [RESTAURANT_SUGGESTION_REQUIRED],
      address: [RESTAURANT_SUGGESTION_REQUIRED],
      description: [RESTAURANT_DESCRIPTION_REQUIRED],
      meal_name: [MEAL_NAME_REQUIRED],
    });
  });

  it("accepts a complete suggestion", () => {
    const parsed = addRestaurantSchema.parse({
      ...EMPTY_ADD_RESTAURANT,
      include_meal: "yes",
      name: "Lean Grill",
      city: "Chicago",
      address: "2 State St",
      description: "Grilled plates",
      meal_name: "Chicken Plate",
      calories: "610",
    });
    expect(parsed).toMatchObject({
      include_meal: "yes",
      meal_name: "Chicken Plate",
      calories: 610,
      protein: null,
    });
  });
});

describe("city suggestion", () => {
  it("asks for city name and state with the spec's message", () => {
    expect(errorsOf(citySuggestionSchema, EMPTY_CITY_SUGGESTION)).toEqual({
      city_name: [CITY_SUGGESTION_REQUIRED],
      state: [CITY_SUGGESTION_REQUIRED],
    });
    expect(errorsOf(citySuggestionSchema, { ...EMPTY_CITY_SUGGESTION, city_name: "Boise" })).toEqual({
      state: [CITY_SUGGESTION_REQUIRED],
    });
  });

  it("accepts a city with its state, optional fields as null", () => {
    expect(citySuggestionSchema.parse({ ...EMPTY_CITY_SUGGESTION, city_name: "Boise", state: "ID" })).toEqual(
      {
        city_name: "Boise",
        state: "ID",
        description: null,
        user_notes: null,
      },
    );
  });
});

describe("report a wrong number", () => {
  it("asks for the meal, the value and what it should be", () => {
    expect(errorsOf(correctionSchema, EMPTY_CORRECTION)).toEqual({
      meal_id: [MEAL_REQUIRED],
      field: [CORRECTION_FIELD_REQUIRED],
      proposed_value: [CORRECTION_VALUE_REQUIRED],
    });
  });

  it("takes only the five values, and a link only when it is one", () => {
    const filled = { ...EMPTY_CORRECTION, meal_id: RESTAURANT_ID, proposed_value: "12g" };
    expect(errorsOf(correctionSchema, { ...filled, field: "sodium" })).toEqual({
      field: [CORRECTION_FIELD_REQUIRED],
    });
    expect(errorsOf(correctionSchema, { ...filled, field: "fat", source_url: "menu.example.com" })).toEqual({
      source_url: [WEBSITE_NOT_URL],
    });
    expect(
      correctionSchema.parse({ ...filled, field: "fat", source_url: " https://menu.example.com/a " }),
    ).toEqual({
      meal_id: RESTAURANT_ID,
      field: "fat",
      proposed_value: "12g",
      source_url: "https://menu.example.com/a",
      user_notes: null,
    });
  });
});

import type { z } from "zod";
import { RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import {
  budgetQuerySchema,
  chainsAnswerSchema,
  matchAnswerSchema,
  matchQuerySchema,
  mealAnswerSchema,
  menuAnswerSchema,
  noQuerySchema,
  ordersAnswerSchema,
  ordersQuerySchema,
  placesAnswerSchema,
  placesQuerySchema,
} from "./schemas";

/** The real rows the documented examples name: Chipotle (a chain of the seed with places and parts) and Panda Express's Orange Chicken, regular. */
const EXAMPLE_CHAIN_ID = "e849ec9e-10ce-5450-8a52-e5c4c290e360";
const EXAMPLE_MEAL_ID = "85e2cfe4-9ca4-5770-b21e-ac85796b1a38";

/** One documented GET route of /api/v1: its path, what it answers, its schemas and an example request. */
export type ApiRoute = {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  query: z.ZodObject;
  answer: z.ZodType;
  /** The example request: its path parameters and query, each value as it is sent. */
  example: { path?: Record<string, string>; query: Record<string, string> };
  /** The answer when the path's resource is unknown. */
  notFound?: string;
};

export const API_ROUTES: ApiRoute[] = [
  {
    path: "/api/v1/chains",
    operationId: "listChains",
    summary: "Every chain",
    description: "Every chain with a menu, by name: its id for the other routes.",
    query: noQuerySchema,
    answer: chainsAnswerSchema,
    example: { query: {} },
  },
  {
    path: "/api/v1/chains/{id}/menu",
    operationId: "getChainMenu",
    summary: "A chain's menu",
    description:
      "Every item of a chain's menu, whatever its role (meal, side, sharing, condiment, part, drink), with its dish " +
      "and size, every number of its label, and the source, date and licence of its numbers.",
    query: noQuerySchema,
    answer: menuAnswerSchema,
    example: { path: { id: EXAMPLE_CHAIN_ID }, query: {} },
    notFound: "There is no chain with this id.",
  },
  {
    path: "/api/v1/chains/{id}/orders",
    operationId: "getBestOrders",
    summary: "The best orders at a chain for targets",
    description:
      "The best combinations of one to three of the chain's meals for the targets (each within 25% of every " +
      "target given), and its best build-your-own orders from the menu's parts for a goal, as the meal builder " +
      "suggests them. Empty targets are no target.",
    query: ordersQuerySchema,
    answer: ordersAnswerSchema,
    example: { path: { id: EXAMPLE_CHAIN_ID }, query: { protein: "40", calories: "700", goal: "closest" } },
    notFound: "There is no chain with this id.",
  },
  {
    path: "/api/v1/places",
    operationId: "findPlaces",
    summary: "Places near a ZIP code, a point or in a city",
    description:
      "The restaurants with locations within 25 miles of a ZIP code (or of the ZIP code nearest a point, lat and " +
      "lon), nearest first, a page at a time; or in a city. Each with up to three of its locations there and the " +
      "source, date and licence of each.",
    query: placesQuerySchema,
    answer: placesAnswerSchema,
    example: { query: { zip: "77002" } },
  },
  {
    path: "/api/v1/meals/match",
    operationId: "matchMeals",
    summary: "Meals matching macro targets",
    description:
      "Meals within 25% of each target given (protein, carbs, fat, calories; sugar a cap), with optional caps on " +
      "sodium (mg) and net carbs (g) and a floor on fiber (g), closest first or most protein per calorie, near a " +
      `city or ZIP code when location is given; ${RESULTS_PAGE_SIZE} a page (offset).`,
    query: matchQuerySchema,
    answer: matchAnswerSchema,
    example: { query: { protein: "40", calories: "600", location: "Houston" } },
  },
  {
    path: "/api/v1/meals/budget",
    operationId: "mealsWithinBudget",
    summary: "Meals that fit what is left of a day",
    description:
      "Meals within what is left: calories, carbs, fat, sugar, sodium and net carbs are caps; protein and fiber " +
      `floors. Most protein first; ${RESULTS_PAGE_SIZE} a page (offset).`,
    query: budgetQuerySchema,
    answer: matchAnswerSchema,
    example: { query: { calories: "650", protein: "35", fat: "25" } },
  },
  {
    path: "/api/v1/meals/{id}",
    operationId: "getMealLabel",
    summary: "A menu item's label",
    description: "One menu item with every number of its label and their source, date and licence.",
    query: noQuerySchema,
    answer: mealAnswerSchema,
    example: { path: { id: EXAMPLE_MEAL_ID }, query: {} },
    notFound: "There is no menu item with this id.",
  },
];

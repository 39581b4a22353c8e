import { z } from "zod";
import { comboQuerySchema } from "@/lib/macro-calculator/schema";
import type { Part } from "./entries";
import { ORDER_GOALS } from "./goals";

/** How many items a diner may lock or ban at once. */
const MAX_PICKED_PARTS = 20;

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

/** Menu item ids, comma-separated ('…,…'); an empty or absent value is none. */
const idList = z
  .string()
  .regex(new RegExp(`^(${UUID}(,${UUID})*)?$`), "Expected menu item ids separated by commas.")
  .optional()
  .transform((value) => (value ? [...new Set(value.toLowerCase().split(","))] : []))
  .refine((ids) => ids.length <= MAX_PICKED_PARTS, `At most ${MAX_PICKED_PARTS} items.`);

/** The builder's order search: its goal, and the items every order holds (lock) or none does (ban). */
const orderQueryShape = {
  goal: z.enum(ORDER_GOALS).default("closest"),
  lock: idList,
  ban: idList,
};

/**
 * The meal builder's query at a restaurant: the combinations' targets and label limits, and the order search's goal,
 * locked and banned items (GET /api/restaurants/{id}/combos and /api/v1/chains/{id}/orders).
 */
export const builderQuerySchema = comboQuerySchema.extend(orderQueryShape);
export type BuilderQuery = z.output<typeof builderQuerySchema>;

/** A part as public.order_menu returns it (null values: not published). */
const orderPartSchema = z.object({
  id: z.guid(),
  name: z.string(),
  kind: z.string(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
  calories: z.number().nullable(),
  sugar: z.number().nullable(),
  sodium: z.number().nullable(),
  fiber: z.number().nullable(),
  net_carbs: z.number().nullable(),
});

export const orderMenuSchema = z.object({
  restaurant_id: z.guid(),
  name: z.string(),
  parts: z.array(orderPartSchema),
});
export type OrderMenu = z.infer<typeof orderMenuSchema>;

/** The menu's parts as the search reads them. */
export const menuParts = (menu: OrderMenu): Part[] =>
  menu.parts.map(({ net_carbs, ...part }) => ({ ...part, netCarbs: net_carbs }));

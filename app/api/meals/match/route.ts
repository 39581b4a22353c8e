import { z } from "zod";
import { jsonError } from "@/lib/backend/json-response";
import { RESULTS_PAGE_SIZE } from "@/lib/macro-calculator/constants";
import { mealMatchQuerySchema } from "@/lib/macro-calculator/schema";
import { findMealsByMacros } from "@/lib/restaurants/queries";

/** GET ?protein=&carbs=&fat=&calories=&sugar=&location=&offset=: one page of meals matching the targets. */
export async function GET(request: Request) {
  const query = mealMatchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return Response.json({ error: z.prettifyError(query.error) }, { status: 400 });
  const { location, offset, ...targets } = query.data;
  try {
    return Response.json(await findMealsByMacros(targets, { location, offset, limit: RESULTS_PAGE_SIZE }));
  } catch (error) {
    return jsonError("Meals by macros", error);
  }
}

import { z } from "zod";
import { badRequest, CDN_CACHE, jsonFrom, parseQuery } from "@/lib/http/server";
import { MAX_ENCODED_LINES } from "@/lib/meal-builder/custom-meal";
import { listMealsByIds } from "@/lib/restaurants/queries";

const querySchema = z.object({
  ids: z
    .string()
    .max(40 * MAX_ENCODED_LINES)
    .transform((value) => value.split(","))
    .pipe(z.array(z.guid()).min(1).max(MAX_ENCODED_LINES)),
});

/** GET ?ids=a,b: the meals of a shared custom meal. */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema);
  if (!query.ok) return badRequest(`Give between 1 and ${MAX_ENCODED_LINES} meal ids.`);
  return jsonFrom("Meals by id", async () => ({ meals: await listMealsByIds(query.data.ids) }), {
    cache: CDN_CACHE,
  });
}

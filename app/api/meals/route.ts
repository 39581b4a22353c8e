import { z } from "zod";
import { jsonError } from "@/lib/backend/json-response";
import { MAX_ENCODED_LINES } from "@/lib/meal-builder/custom-meal";
import { listMealsByIds } from "@/lib/restaurants/queries";

const idsSchema = z.array(z.guid()).min(1).max(MAX_ENCODED_LINES);

/** GET ?ids=a,b: the meals of a shared custom meal. */
export async function GET(request: Request) {
  const ids = idsSchema.safeParse(new URL(request.url).searchParams.get("ids")?.split(",") ?? []);
  if (!ids.success) return Response.json({ error: "Give between 1 and 50 meal ids." }, { status: 400 });
  try {
    return Response.json({ meals: await listMealsByIds(ids.data) });
  } catch (error) {
    return jsonError("Meals by id", error);
  }
}

import { z } from "zod";
import { jsonError } from "@/lib/backend/json-response";
import { listRestaurantMeals } from "@/lib/restaurants/queries";

/** GET: every meal of one restaurant (the meal builder's menu). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = z.guid().safeParse((await params).id);
  if (!id.success) return Response.json({ error: "Unknown restaurant." }, { status: 400 });
  try {
    return Response.json({ meals: await listRestaurantMeals(id.data) });
  } catch (error) {
    return jsonError("Meals of a restaurant", error);
  }
}

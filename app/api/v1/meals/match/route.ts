import { answerV1, preflight } from "@/lib/api/respond";
import { matchMeals } from "@/lib/api/reads";
import { matchQuerySchema } from "@/lib/api/schemas";

/** GET ?protein=&carbs=&fat=&calories=&sugar=&sodium=&fiber=&netCarbs=&drinks=&location=&offset=&sort=. */
export const GET = (request: Request) =>
  answerV1(request, "v1 meals matching targets", matchQuerySchema, async (query) => ({
    body: await matchMeals(query),
  }));

export const OPTIONS = preflight;

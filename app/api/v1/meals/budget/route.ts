import { answerV1, preflight } from "@/lib/api/respond";
import { mealsWithinBudget } from "@/lib/api/reads";
import { budgetQuerySchema } from "@/lib/api/schemas";

/** GET ?calories=&carbs=&fat=&sugar=&protein=&sodium=&fiber=&netCarbs=&drinks=&location=&offset=. */
export const GET = (request: Request) =>
  answerV1(request, "v1 meals within a budget", budgetQuerySchema, async (query) => ({
    body: await mealsWithinBudget(query),
  }));

export const OPTIONS = preflight;

import { answerV1, preflight } from "@/lib/api/respond";
import { bestOrders } from "@/lib/api/reads";
import { ordersQuerySchema } from "@/lib/api/schemas";
import { isRestaurantId } from "@/lib/restaurants/id";

const MISSING = "There is no chain with this id.";

/** GET ?protein=&carbs=&fat=&calories=&sugar=&sodium=&fiber=&netCarbs=&goal=&lock=&ban=: `{ combos, orders }`. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return answerV1(
    request,
    "v1 best orders",
    ordersQuerySchema,
    async (query) => {
      const found = isRestaurantId(id) ? await bestOrders(id, query) : null;
      return found && { body: found };
    },
    MISSING,
  );
}

export const OPTIONS = preflight;

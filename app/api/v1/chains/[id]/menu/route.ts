import { answerV1, preflight } from "@/lib/api/respond";
import { getChainMenu } from "@/lib/api/reads";
import { noQuerySchema } from "@/lib/api/schemas";
import { isRestaurantId } from "@/lib/restaurants/id";

const MISSING = "There is no chain with this id.";

/** GET: a chain's whole menu, every item with its role, label, source, date and licence; 404 for an unknown id. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return answerV1(
    request,
    "v1 chain menu",
    noQuerySchema,
    async () => {
      const menu = isRestaurantId(id) ? await getChainMenu(id) : null;
      return menu && { body: menu };
    },
    MISSING,
  );
}

export const OPTIONS = preflight;

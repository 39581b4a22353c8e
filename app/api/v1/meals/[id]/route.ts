import { answerV1, preflight } from "@/lib/api/respond";
import { getMealLabel } from "@/lib/api/reads";
import { noQuerySchema } from "@/lib/api/schemas";
import { isRestaurantId } from "@/lib/restaurants/id";

const MISSING = "There is no menu item with this id.";

/** GET: one menu item's label, `{ meal }`, with its source, date and licence; 404 for an unknown id. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return answerV1(
    request,
    "v1 meal label",
    noQuerySchema,
    async () => {
      const label = isRestaurantId(id) ? await getMealLabel(id.toLowerCase()) : null;
      return label && { body: label };
    },
    MISSING,
  );
}

export const OPTIONS = preflight;

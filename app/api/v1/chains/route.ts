import { answerV1, preflight } from "@/lib/api/respond";
import { listChains } from "@/lib/api/reads";
import { noQuerySchema } from "@/lib/api/schemas";

/** GET: every chain with a menu, `{ chains: [{ id, name }] }` (docs/product.md#public-api). */
export const GET = (request: Request) =>
  answerV1(request, "v1 chains", noQuerySchema, async () => ({ body: { chains: await listChains() } }));

export const OPTIONS = preflight;

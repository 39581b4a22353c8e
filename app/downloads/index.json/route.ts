import { answerV1 } from "@/lib/api/respond";
import { noQuerySchema } from "@/lib/api/schemas";
import { downloadsIndex } from "@/lib/downloads/index";

/** GET: every bulk file with its row count and SHA-256, and the chains left out with the reason. */
export const GET = (request: Request) =>
  answerV1(request, "Downloads index", noQuerySchema, async () => ({ body: await downloadsIndex() }));

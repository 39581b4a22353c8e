"use server";

import { z } from "zod";
import { validatedAction } from "@/lib/actions/validated-action";
import { rpc } from "@/lib/backend/rpc";
import { SERVER_CALLER } from "@/lib/backend/types";
import { safeText } from "@/lib/http/input";
import { clientKey } from "@/lib/security/client-key";

// Only the id counts: the database takes the name from its own catalogue.
const loggedCitySchema = z.object({ id: safeText(100).pipe(z.string().min(1)) });
const logResultSchema = z.object({ ok: z.boolean() });

/** Records that a city was chosen in the home search; a failure is only logged (docs/product.md#popular-cities). */
export const logCitySearchAction = validatedAction(
  loggedCitySchema,
  async ({ id }) =>
    rpc("log_city_search", { client_key: await clientKey(), city_id_param: id }, logResultSchema, {
      caller: SERVER_CALLER,
    }),
  { context: "Could not log the city search", fallback: "" },
);

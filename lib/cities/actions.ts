"use server";

import { z } from "zod";
import { rpc } from "@/lib/backend/rpc";
import { cityOptionSchema } from "./schema";

const loggedCitySchema = cityOptionSchema.extend({ id: z.string().trim().min(1), name: z.string().trim().min(1) });
const logResultSchema = z.object({ ok: z.boolean() });

/** Records that a city was chosen in the home search. A failure is only logged (SPEC §8). */
export async function logCitySearchAction(input: unknown): Promise<{ ok: boolean }> {
  const parsed = loggedCitySchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  try {
    return await rpc(
      "log_city_search",
      { city_id_param: parsed.data.id, city_name_param: parsed.data.name },
      logResultSchema,
    );
  } catch (error) {
    console.error("Could not log the city search", error);
    return { ok: false };
  }
}

import { z } from "zod";
import { listCitiesByPrefix } from "@/lib/cities/queries";
import { safeText } from "@/lib/http/input";
import { CDN_CACHE, jsonFrom, parseQuery } from "@/lib/http/server";
import { AUTOCOMPLETE_MAX_CITIES } from "@/lib/search/constants";

const querySchema = z.object({ prefix: safeText(100).default("") });

/** Autocomplete: cities whose name starts with `?prefix=` (case-insensitive), as [{id, name, state}]. */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  return jsonFrom("City autocomplete", () => listCitiesByPrefix(query.data.prefix, AUTOCOMPLETE_MAX_CITIES), {
    cache: CDN_CACHE,
  });
}

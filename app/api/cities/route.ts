import type { NextRequest } from "next/server";
import { listCitiesByPrefix } from "@/lib/cities/queries";
import { AUTOCOMPLETE_MAX_CITIES } from "@/lib/search/constants";
import { jsonFrom } from "@/lib/search/route-response";

/** Autocomplete: cities whose name starts with `?prefix=` (case-insensitive), as [{id, name, state}]. */
export async function GET(request: NextRequest) {
  const prefix = (request.nextUrl.searchParams.get("prefix") ?? "").slice(0, 100);
  return jsonFrom(() => listCitiesByPrefix(prefix, AUTOCOMPLETE_MAX_CITIES), {
    headers: { "cache-control": "public, max-age=60, stale-while-revalidate=600" },
  });
}

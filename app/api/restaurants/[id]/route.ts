import { z } from "zod";
import { getRestaurant } from "@/lib/restaurants/queries";
import { apiError, jsonFrom } from "@/lib/search/route-response";

/** One restaurant with all its meals, for the restaurant dialog; 404 when there is none with that id. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.guid().safeParse(id).success) return apiError(404, "not_found", "Invalid restaurant");
  const response = await jsonFrom(() => getRestaurant(id));
  if (response.ok && (await response.clone().json()) === null)
    return apiError(404, "not_found", "Invalid restaurant");
  return response;
}

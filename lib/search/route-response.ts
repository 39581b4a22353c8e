import "server-only";
import { NextResponse } from "next/server";
import { BackendConnectionError, isInvalidArgument } from "@/lib/backend/errors";

/** Error codes the client maps to the spec's toasts. */
export type ApiErrorCode = "bad_request" | "not_found" | "database_unavailable" | "server_error";

export function apiError(status: number, code: ApiErrorCode, message: string) {
  return NextResponse.json({ error: { code, message } }, { status });
}

/** Runs a read and answers JSON; database failures are logged here and answered with a generic message. */
export async function jsonFrom<T>(read: () => Promise<T>, init?: ResponseInit) {
  try {
    return NextResponse.json(await read(), init);
  } catch (error) {
    if (isInvalidArgument(error)) return apiError(400, "bad_request", error.message);
    console.error(error);
    if (error instanceof BackendConnectionError) {
      return apiError(503, "database_unavailable", "The database is unavailable.");
    }
    return apiError(500, "server_error", "The request failed.");
  }
}

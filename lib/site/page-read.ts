import "server-only";
import { connection } from "next/server";
import { isBackendError } from "@/lib/backend/errors";
import { DATABASE_ERROR_MESSAGE } from "@/lib/http/messages";

export type PageRead<T> = { ok: true; value: T } | { ok: false; message: string };

/** What a visitor is told when a read failed for another reason than an unreachable database. */
export const READ_FAILED_MESSAGE = "Please try again later.";

/**
 * A read whose failure the page shows in place (the page still renders) instead of the error page. The detail goes
 * to the server log; the visitor sees the database message or a general one. A page that failed is never cached:
 * it is rendered per request from then on, and a statically generated page being revalidated keeps its last good
 * copy instead (Next refuses to turn a static page dynamic at run time, so that revalidation fails).
 */
export async function readForPage<T>(read: Promise<T>, context: string): Promise<PageRead<T>> {
  try {
    return { ok: true, value: await read };
  } catch (error) {
    console.error(`Could not load ${context}`, error);
    await connection();
    const unreachable = isBackendError(error) && error.kind === "connection";
    return { ok: false, message: unreachable ? DATABASE_ERROR_MESSAGE : READ_FAILED_MESSAGE };
  }
}

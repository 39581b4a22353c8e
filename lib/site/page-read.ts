import "server-only";
import { connection } from "next/server";
import { isBackendError } from "@/lib/backend/errors";
import { DATABASE_ERROR_MESSAGE } from "@/lib/http/messages";

export type PageRead<T> = { ok: true; value: T } | { ok: false; message: string };

/** What a visitor is told when a read failed for another reason than an unreachable database. */
export const READ_FAILED_MESSAGE = "Please try again later.";

/**
 * A read whose failure leaves its part of the page empty: the value, or `fallback` when the read fails. The detail
 * goes to the server log as `Could not load <context>`; the visitor sees the empty part.
 */
export async function readOr<T, F>(read: Promise<T>, fallback: F, context: string): Promise<T | F> {
  try {
    return await read;
  } catch (error) {
    console.error(`Could not load ${context}`, error);
    return fallback;
  }
}

/**
 * A read whose failure the page shows in place (the page still renders) instead of the error page. The detail goes
 * to the server log; the visitor sees the database message or a general one.
 *
 * `keepLastGoodCopy`, for a page generated at build time with no other paths (no dynamic params): a failure while
 * it is revalidated keeps the copy that worked instead of caching the failure (Next refuses to turn a static page
 * dynamic at run time, so that revalidation fails); where pages render per request (development), the failure is
 * shown. Not for a page of a dynamic segment rendered on its first request, which would then fail.
 */
export async function readForPage<T>(
  read: Promise<T>,
  context: string,
  { keepLastGoodCopy = false }: { keepLastGoodCopy?: boolean } = {},
): Promise<PageRead<T>> {
  try {
    return { ok: true, value: await read };
  } catch (error) {
    console.error(`Could not load ${context}`, error);
    if (keepLastGoodCopy) await connection();
    const unreachable = isBackendError(error) && error.kind === "connection";
    return { ok: false, message: unreachable ? DATABASE_ERROR_MESSAGE : READ_FAILED_MESSAGE };
  }
}

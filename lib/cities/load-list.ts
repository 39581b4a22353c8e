import "server-only";
import { readForPage } from "@/lib/site/page-read";

/**
 * City pages: a failed read shows the page's error message and leaves its list empty. The detail goes to the
 * server log; the visitor sees only the message.
 */
export async function loadList<T>(
  read: Promise<T[]>,
  context: string,
): Promise<{ items: T[]; failed: boolean }> {
  const result = await readForPage(read, context);
  return result.ok ? { items: result.value, failed: false } : { items: [], failed: true };
}

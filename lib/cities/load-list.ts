import "server-only";

/**
 * SPEC §8 (city pages): a failed read shows the page's error message and leaves its list empty. The detail goes
 * to the server log; the visitor sees only the message.
 */
export async function loadList<T>(
  read: Promise<T[]>,
  context: string,
): Promise<{ items: T[]; failed: boolean }> {
  try {
    return { items: await read, failed: false };
  } catch (error) {
    console.error(`Could not load ${context}`, error);
    return { items: [], failed: true };
  }
}

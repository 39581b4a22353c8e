/**
 * The client's address from the x-forwarded-for list. `scripts/serve.ts` appends the connection's own address as
 * the last entry, so with no trusted proxy (hops 0) that last entry is the client. Each trusted proxy in front adds
 * the address it saw, so the client is the entry `hops` places before the last; everything further left was
 * written by the client and is ignored. Returns null when there is no usable entry.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  trustedProxyHops: number,
): string | null {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && entry.length <= 100);
  if (entries.length === 0) return null;
  const hops = Number.isInteger(trustedProxyHops) && trustedProxyHops > 0 ? trustedProxyHops : 0;
  return entries[Math.max(0, entries.length - 1 - hops)]!;
}

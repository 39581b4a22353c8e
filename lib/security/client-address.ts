import { isIP } from "node:net";

/**
 * The client's address from the x-forwarded-for list. `server/serve.ts` appends the connection's own address as
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

/**
 * What the rate limit counts as one client: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * household or server is given a whole /64, so it could otherwise take a fresh address for every request), an
 * IPv4 address written as IPv6 (::ffff:a.b.c.d) as that IPv4 address. Anything else is kept as written.
 */
export function rateLimitGroup(address: string): string {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (isIP(plain) !== 6) return address;
  const [head = "", tail] = plain.toLowerCase().split("::");
  const part = (text: string | undefined) => (text ? text.split(":") : []);
  // An embedded IPv4 tail (a:b::1.2.3.4) lies beyond the first 64 bits, so counting it as one group is enough.
  const left = part(head);
  const right = part(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

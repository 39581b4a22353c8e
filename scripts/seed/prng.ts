// Deterministic randomness and ids: everything derives from stable strings, so re-runs are byte-identical.
import { createHash } from "node:crypto";

export type Rng = () => number;

/** mulberry32: small, fast, seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit seed from a string (first 4 bytes of its SHA-1). */
export function seedOf(text: string): number {
  return createHash("sha1").update(text).digest().readUInt32BE(0);
}

export function rngFor(text: string): Rng {
  return mulberry32(seedOf(text));
}

/** UUID in the v5 layout (SHA-1 of a stable name, version 5, RFC 4122 variant). */
export function uuidFromName(name: string): string {
  const bytes = createHash("sha1").update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick from empty list");
  return items[Math.floor(rng() * items.length)]!;
}

/** Weighted sample without replacement (Efraimidis–Spirakis keys), stable for equal inputs. */
export function weightedSample<T>(
  rng: Rng,
  items: readonly T[],
  weight: (item: T) => number,
  count: number,
): T[] {
  return items
    .map((item, index) => ({ item, index, key: Math.pow(rng(), 1 / Math.max(weight(item), 1e-6)) }))
    .sort((a, b) => b.key - a.key || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.item);
}

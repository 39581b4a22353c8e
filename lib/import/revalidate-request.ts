import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { CatalogueChange } from "@/lib/catalogue/freshness";

/** The shortest REVALIDATE_SECRET the revalidation route accepts; a shorter one leaves the route off. */
const REVALIDATE_SECRET_MIN_LENGTH = 16;
/** The most cities or restaurants one request may name (an import sends them in batches of 500). */
const REVALIDATE_MAX_NAMES = 1000;
/** The longest city id or restaurant name the catalogue has room for. */
const MAX_NAME_LENGTH = 200;

/** The secret that unlocks the revalidation route, or null (route off) when unset or shorter than 16 characters. */
export function revalidateSecret(env: Record<string, string | undefined>): string | null {
  const secret = env.REVALIDATE_SECRET?.trim() ?? "";
  return secret.length >= REVALIDATE_SECRET_MIN_LENGTH ? secret : null;
}

/** Whether an Authorization header is `Bearer <secret>`, compared in constant time. */
export function isAuthorized(header: string | null, secret: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(secret));
}

const namesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, "a name is not blank")
      .max(MAX_NAME_LENGTH, `a name is at most ${MAX_NAME_LENGTH} characters`),
  )
  .max(REVALIDATE_MAX_NAMES, `give at most ${REVALIDATE_MAX_NAMES} names`);

/** What an import changed: the ids of the cities whose pages show it, the restaurants' names, a blog post. */
const revalidateBodySchema = z
  .strictObject({
    cities: namesSchema.optional(),
    restaurants: namesSchema.optional(),
    blog: z.boolean().optional(),
  })
  .refine(
    (body) => Boolean(body.cities?.length || body.restaurants?.length || body.blog),
    "name what changed",
  );

/** The request body as a catalogue change, or what is wrong with it. */
export function parseRevalidateBody(body: unknown): CatalogueChange | { error: string } {
  const parsed = revalidateBodySchema.safeParse(body);
  if (parsed.success) {
    const { cities = [], restaurants = [], blog = false } = parsed.data;
    return { cityIds: [...new Set(cities)], restaurantNames: [...new Set(restaurants)], blog };
  }
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return {
    error: `${where}${issue?.message ?? "invalid body"}. Send {"cities": ["…"], "restaurants": ["…"], "blog": true}.`,
  };
}

import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** The shortest REVALIDATE_SECRET the revalidation route accepts; a shorter one leaves the route off. */
const REVALIDATE_SECRET_MIN_LENGTH = 16;
/** The most paths one request may name (an import sends them in batches of 500). */
const REVALIDATE_MAX_PATHS = 1000;
/** revalidatePath's own limit on a path's length. */
const MAX_PATH_LENGTH = 1024;

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

/** A path with a [segment] is a route pattern: every page of that route file (revalidatePath's type 'page'). */
export const isRoutePattern = (path: string) => /\[[^\]/]+\]/.test(path);

const pathSchema = z
  .string()
  .max(MAX_PATH_LENGTH, `a path is at most ${MAX_PATH_LENGTH} characters`)
  .regex(/^\/[^\s?#\p{Cc}]*$/u, "a path starts with / and has no spaces, query or fragment");

const revalidateBodySchema = z.strictObject({
  paths: z
    .array(pathSchema)
    .min(1, "give at least one path")
    .max(REVALIDATE_MAX_PATHS, `give at most ${REVALIDATE_MAX_PATHS} paths`),
});

/** The request body's paths, or what is wrong with it. */
export function parseRevalidateBody(body: unknown): { paths: string[] } | { error: string } {
  const parsed = revalidateBodySchema.safeParse(body);
  if (parsed.success) return { paths: [...new Set(parsed.data.paths)] };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return { error: `${where}${issue?.message ?? "invalid body"}. Send {"paths": ["/…"]}.` };
}

import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { headers } from "next/headers";
import { z } from "zod";
import { clientAddress, rateLimitGroup } from "./client-address";

const configSchema = z.object({
  RATE_LIMIT_SECRET: z.string().min(16).optional().catch(undefined),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).catch(0),
  NODE_ENV: z.string().optional(),
});

const DEVELOPMENT_SECRET = "macro-menu development rate-limit secret";
let processSecret: string | undefined;

/**
 * The HMAC key: RATE_LIMIT_SECRET; unset in development and tests, a fixed development value; unset in
 * production, a random value for this process (the limit then restarts with the process and is per instance).
 */
function secret(config: z.infer<typeof configSchema>) {
  if (config.RATE_LIMIT_SECRET) return config.RATE_LIMIT_SECRET;
  if (config.NODE_ENV !== "production") return DEVELOPMENT_SECRET;
  if (!processSecret) {
    processSecret = randomBytes(32).toString("hex");
    console.warn("RATE_LIMIT_SECRET is not set: rate-limit keys use a random secret for this process only.");
  }
  return processSecret;
}

/**
 * A client's rate-limit key from a forwarding list: HMAC-SHA256 of its address (an IPv6 address by its /64),
 * never the address itself.
 */
export function clientKeyFor(
  forwardedFor: string | null,
  env: Record<string, string | undefined> = process.env,
) {
  const config = configSchema.parse(env);
  const found = clientAddress(forwardedFor, config.TRUSTED_PROXY_HOPS);
  const address = found ? rateLimitGroup(found) : "unknown";
  return createHmac("sha256", secret(config)).update(`client:${address}`).digest("hex");
}

/** An account's rate-limit key: HMAC-SHA256 of its email, lower-cased, so its limit holds from any address. */
export function accountKeyFor(email: string, env: Record<string, string | undefined> = process.env) {
  const config = configSchema.parse(env);
  return createHmac("sha256", secret(config)).update(`account:${email.trim().toLowerCase()}`).digest("hex");
}

/**
 * The rate-limit key of one account at one client: HMAC-SHA256 of the email and the client's address, so what one
 * client does to an account's limit is never felt by the account's owner at another.
 */
export function accountAtClientKeyFor(
  email: string,
  forwardedFor: string | null,
  env: Record<string, string | undefined> = process.env,
) {
  const config = configSchema.parse(env);
  const found = clientAddress(forwardedFor, config.TRUSTED_PROXY_HOPS);
  const address = found ? rateLimitGroup(found) : "unknown";
  return createHmac("sha256", secret(config))
    .update(`account:${email.trim().toLowerCase()}\nclient:${address}`)
    .digest("hex");
}

/** The rate-limit key of the client of the current request (server actions and route handlers). */
export async function clientKey() {
  return clientKeyFor((await headers()).get("x-forwarded-for"));
}

/** The rate-limit key of an account at the client of the current request. */
export async function accountAtClientKey(email: string) {
  return accountAtClientKeyFor(email, (await headers()).get("x-forwarded-for"));
}

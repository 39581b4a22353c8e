import "server-only";
import { createHash } from "node:crypto";
import { headers } from "next/headers";
import type { Caller } from "@/lib/backend/types";
import { createClient } from "@/lib/supabase/server";

/**
 * The rate-limit key of the client: a hash of its address (never the address itself), from the proxy's
 * x-forwarded-for (first hop) or x-real-ip.
 */
export async function clientKey() {
  const list = await headers();
  const address =
    list.get("x-forwarded-for")?.split(",")[0]?.trim() || list.get("x-real-ip")?.trim() || "unknown";
  return createHash("sha256").update(`submission:${address}`).digest("hex");
}

/** The signed-in user as verified by Supabase Auth on the server, or null (anonymous, or no auth service). */
export async function verifiedCaller(): Promise<Caller> {
  const supabase = await createClient();
  if (!supabase) return null;
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) return null;
  const { data: session } = await supabase.auth.getSession();
  const accessToken = session.session?.access_token;
  return accessToken ? { userId: data.user.id, accessToken, email: data.user.email } : null;
}

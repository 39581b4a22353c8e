import "server-only";
import type { UserCaller } from "@/lib/backend/types";
import { createClient } from "@/lib/supabase/server";

/** The signed-in user as verified by Supabase Auth on the server, or null (anonymous, or no auth service). */
export async function verifiedCaller(): Promise<UserCaller | null> {
  const supabase = await createClient();
  if (!supabase) return null;
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) return null;
  const { data: session } = await supabase.auth.getSession();
  const accessToken = session.session?.access_token;
  return accessToken ? { userId: data.user.id, accessToken, email: data.user.email } : null;
}

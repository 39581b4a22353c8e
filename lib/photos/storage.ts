import "server-only";
import { randomUUID } from "node:crypto";
import { supabaseConfig } from "@/lib/supabase/config";
import { createLocalPhotoStore } from "./local-store";
import type { PhotoStore } from "./names";
import { createSupabasePhotoStore } from "./supabase-store";

/**
 * The one door to photo storage, like lib/backend for data: Supabase Storage when the site runs on Supabase,
 * otherwise the local disk under the data folder, served by /photos/<name>.
 */
export function photoStore(): PhotoStore {
  const supabase = supabaseConfig();
  return supabase
    ? createSupabasePhotoStore({ ...supabase, serverKey: process.env.SUPABASE_SERVICE_ROLE_KEY || undefined })
    : createLocalPhotoStore();
}

export const newPhotoName = () => `${randomUUID()}.webp`;

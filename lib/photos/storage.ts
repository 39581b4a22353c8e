import "server-only";
import { randomUUID } from "node:crypto";
import { supabaseConfig } from "@/lib/supabase/config";
import { createLocalPhotoStore } from "./local-store";
import { createSupabasePhotoStore } from "./supabase-store";

/** Where photos are kept: `save` answers the photo's public URL (or site path); `remove` undoes a save. */
export type PhotoStore = {
  save: (name: string, data: Buffer, contentType: string) => Promise<string>;
  remove: (name: string) => Promise<void>;
};

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

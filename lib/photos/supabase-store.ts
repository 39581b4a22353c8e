import "server-only";
import { createClient } from "@supabase/supabase-js";
import { PHOTO_BUCKET } from "./names";
import type { PhotoStore } from "./storage";

type Options = { url: string; key: string; serverKey?: string };

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/**
 * Supabase Storage: photos are added with the public key, as a visitor (the bucket's policies let visitors add
 * files and nothing else); a photo whose submission then failed is removed with the server's secret key.
 */
export function createSupabasePhotoStore(options: Options): PhotoStore {
  const visitor = createClient(options.url, options.key, clientOptions);
  return {
    async save(name, data, contentType) {
      const { error } = await visitor.storage
        .from(PHOTO_BUCKET)
        .upload(name, data, { contentType, upsert: false, cacheControl: "31536000" });
      if (error) throw new Error(`Photo upload failed: ${error.message}`, { cause: error });
      return visitor.storage.from(PHOTO_BUCKET).getPublicUrl(name).data.publicUrl;
    },
    async remove(name) {
      if (!options.serverKey) return;
      const server = createClient(options.url, options.serverKey, clientOptions);
      const { error } = await server.storage.from(PHOTO_BUCKET).remove([name]);
      if (error) throw new Error(`Photo removal failed: ${error.message}`, { cause: error });
    },
  };
}

import "server-only";
import { createClient } from "@supabase/supabase-js";
import { PHOTO_BUCKET, type PhotoStore } from "./names";

type Options = { url: string; key: string; serverKey?: string };

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/**
 * Supabase Storage: photos are added and removed with the server's secret key only. The bucket has no policy for
 * visitors, so the public key cannot add a file that skipped the server's checks, re-encoding and rate limit.
 */
export function createSupabasePhotoStore(options: Options): PhotoStore {
  const server = () => {
    if (!options.serverKey) throw new Error("Photo storage needs SUPABASE_SERVICE_ROLE_KEY.");
    return createClient(options.url, options.serverKey, clientOptions);
  };
  return {
    async save(name, data, contentType) {
      const bucket = server().storage.from(PHOTO_BUCKET);
      const { error } = await bucket.upload(name, data, {
        contentType,
        upsert: false,
        cacheControl: "31536000",
      });
      if (error) throw new Error(`Photo upload failed: ${error.message}`, { cause: error });
      return bucket.getPublicUrl(name).data.publicUrl;
    },
    async remove(name) {
      if (!options.serverKey) return;
      const { error } = await server().storage.from(PHOTO_BUCKET).remove([name]);
      if (error) throw new Error(`Photo removal failed: ${error.message}`, { cause: error });
    },
  };
}

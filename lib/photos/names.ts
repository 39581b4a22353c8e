/** A stored photo's file name: a random UUID, always WebP (every photo is re-encoded). */
export const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
/** Where the site serves photos kept on its own disk (without Supabase). */
export const LOCAL_PHOTO_PATH = "/photos/";
/** The Supabase Storage bucket of submitted photos (created by the migrations). */
export const PHOTO_BUCKET = "submission-photos";

/** Where photos are kept: `save` answers the photo's public URL (or site path); `remove` undoes a save. */
export type PhotoStore = {
  save: (name: string, data: Buffer, contentType: string) => Promise<string>;
  remove: (name: string) => Promise<void>;
};

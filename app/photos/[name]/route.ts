import { notFound, refuseQuery } from "@/lib/http/server";
import { readLocalPhoto } from "@/lib/photos/local-store";
import { PHOTO_CONTENT_SECURITY_POLICY } from "@/lib/security/headers";

export const dynamic = "force-dynamic";

const NO_PHOTO = "There is no photo by that name.";

/** A submitted photo kept on the site's own disk (without Supabase, which serves its own); 404 for any other name. */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const refused = refuseQuery(request);
  if (refused) return refused;
  const photo = await readLocalPhoto((await params).name);
  if (!photo) return notFound(NO_PHOTO);
  return new Response(new Uint8Array(photo), {
    headers: {
      "content-type": "image/webp",
      // A name is never reused for another photo.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": PHOTO_CONTENT_SECURITY_POLICY,
    },
  });
}

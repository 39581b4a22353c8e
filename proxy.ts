// Next.js 16 calls this file proxy.ts (it was middleware.ts before version 16).
import type { NextRequest } from "next/server";
import { updateSession } from "@/lib/supabase/proxy";

export async function proxy(request: NextRequest) {
  return updateSession(request);
}

export const config = {
  // Pages only: static files, images and the metadata routes need no session.
  matcher: ["/((?!_next/static|_next/image|images/|favicon.ico|icon|apple-icon|manifest|robots.txt|sitemap.xml|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|xml|txt)$).*)"],
};

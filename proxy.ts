// Next.js 16 calls this file proxy.ts (it was middleware.ts before version 16).
import { NextResponse, type NextRequest } from "next/server";
import {
  MAX_UPLOAD_BODY_BYTES,
  rejectActionBody,
  rejectRequestUrl,
  TOO_LARGE,
} from "@/lib/http/request-guard";
import { updateSession } from "@/lib/supabase/proxy";

export async function proxy(request: NextRequest) {
  // Bad input never reaches a page, a route or an action: a clear 400 instead of a server error.
  const url = new URL(request.url);
  let refused = rejectRequestUrl(`${url.pathname}${url.search}`);
  if (!refused && request.method === "POST" && request.headers.has("next-action")) {
    // A declared size over the largest upload is refused before the body is read.
    const declared = Number(request.headers.get("content-length") ?? 0);
    refused =
      declared > MAX_UPLOAD_BODY_BYTES
        ? TOO_LARGE
        : rejectActionBody(
            request.headers.get("content-type"),
            new Uint8Array(await request.clone().arrayBuffer()),
          );
  }
  if (refused) {
    const status = refused === TOO_LARGE ? 413 : 400;
    const headers = { "cache-control": "no-store" };
    return url.pathname.startsWith("/api/")
      ? NextResponse.json({ error: { code: "bad_request", message: refused } }, { status, headers })
      : new NextResponse(`Bad request: ${refused}`, {
          status,
          headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
        });
  }
  return NO_SESSION.test(url.pathname) ? NextResponse.next() : updateSession(request);
}

// Static files, images and the metadata routes need no session, but their addresses are checked all the same:
// Next answers 500 to a malformed one, whatever the path ends with.
const NO_SESSION =
  /^\/(?:_next\/|images\/|favicon\.ico|icon|apple-icon|manifest|robots\.txt|sitemap\.xml)|\.(?:svg|png|jpg|jpeg|gif|webp|ico|xml|txt)$/;

export const config = {
  // Left out: Next's own built files, and the public files addressed in plain letters, digits, '-' and '/' only
  // (no '%', so nothing to decode and nothing malformed), which Next serves straight from disk: running the proxy
  // for each of them cost two thirds of the static file rate.
  matcher: ["/((?!_next/static/|favicon\\.ico$|icon-[a-z0-9-]+\\.png$|images/[a-z0-9/-]+\\.svg$).*)"],
};

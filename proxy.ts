// Next.js 16 calls this file proxy.ts (it was middleware.ts before version 16).
import { NextResponse, type NextRequest } from "next/server";
import {
  isActionPost,
  MAX_ACTION_BODY_BYTES,
  readCapped,
  rejectActionBody,
  rejectActionHeaders,
  rejectRequestUrl,
  TOO_LARGE,
  type Refusal,
} from "@/lib/http/request-guard";
import { knownActionIds } from "@/lib/http/action-ids";
import { actionBodyProblem } from "@/lib/http/action-body";
import { canonicalAddress } from "@/lib/pages/page-params";
import { quietLog } from "@/lib/security/quiet-log";
import { clientKeyFor } from "@/lib/security/client-key";
import { notFoundRewrite } from "@/lib/pages/known-slugs";
import { updateSession } from "@/lib/supabase/proxy";

/**
 * A server action call's refusal, if any: its headers first (a declared size over 64 KB is refused unread, whatever
 * the body's type: no action carries a file), then its body, read no further than 64 KB. A photo goes to its own
 * route (app/api/submissions/photo), never to an action.
 */
async function rejectAction(request: NextRequest): Promise<Refusal | null> {
  const refused = rejectActionHeaders(request.headers);
  if (refused) return refused;
  const action = request.headers.get("next-action");
  const actions = knownActionIds();
  if (action !== null && actions && !actions.has(action))
    return { status: 404, message: "There is no such action." };
  // Next hands its proxy a copy of the body of its own (the page or action reads another), so it is read here without
  // a clone, which would keep a third copy.
  const body = await readCapped(request.body, MAX_ACTION_BODY_BYTES);
  if (body === null) return { status: 413, message: TOO_LARGE };
  const type = request.headers.get("content-type");
  const message =
    rejectActionBody(type, body) ?? (await actionBodyProblem(type, body, request.headers.has("next-action")));
  return message ? { status: message === TOO_LARGE ? 413 : 400, message } : null;
}

export async function proxy(request: NextRequest) {
  // Bad input never reaches a page, a route or an action: a clear 4xx instead of a server error.
  const url = new URL(request.url);
  const badUrl = rejectRequestUrl(`${url.pathname}${url.search}`);
  const refused: Refusal | null = badUrl
    ? { status: 400, message: badUrl }
    : isActionPost(request.method, request.headers)
      ? await rejectAction(request)
      : null;
  if (refused) {
    const { status, message } = refused;
    // Once per client and window: a stranger repeating refused requests does not fill the log.
    quietLog().warn(
      `refused-${status}`,
      clientKeyFor(request.headers.get("x-forwarded-for")),
      `Refused ${request.method} ${url.pathname.slice(0, 100)}: ${status} ${message}`,
    );
    const headers = { "cache-control": "no-store" };
    return url.pathname.startsWith("/api/")
      ? NextResponse.json(
          {
            error: {
              code: status === 403 ? "forbidden" : status === 404 ? "not_found" : "bad_request",
              message,
            },
          },
          { status, headers },
        )
      : new NextResponse(
          `${status === 403 ? "Forbidden" : status === 404 ? "Not found" : "Bad request"}: ${message}`,
          {
            status,
            headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
          },
        );
  }
  // One address per answer (lib/pages/page-params.ts): an address with a parameter its page does not read, or a
  // number not in its shortest form, is sent to the one the caches already hold (308).
  const clean =
    request.method === "GET" || request.method === "HEAD" ? canonicalAddress(url.pathname, url.search) : null;
  if (clean) {
    // Absolute, as Next requires of a redirect from its proxy; Next makes it relative again for the same host.
    const response = NextResponse.redirect(new URL(clean, request.url), 308);
    response.headers.set("cache-control", "no-store");
    return response;
  }
  // An unknown city, brand or post gets a fixed not-found address, so nothing is rendered or cached for it.
  const notFound = await notFoundRewrite(url.pathname);
  if (notFound) {
    const target = request.nextUrl.clone();
    target.pathname = notFound;
    target.search = "";
    return NextResponse.rewrite(target, { headers: { "cache-control": "no-store" } });
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

import { isCleanText } from "./input";

/** Longest address (path and query, percent-encoded) the site answers; its own links are far shorter. */
const MAX_URL_LENGTH = 2048;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * Checks the raw path and query of a request before any page or route sees them: broken percent-encoding or UTF-8,
 * control characters (NUL included), an overlong address or a repeated query parameter. Returns why the request
 * is refused, or null when it may go on.
 */
export function rejectRequestUrl(pathAndQuery: string): string | null {
  if (pathAndQuery.length > MAX_URL_LENGTH) return "The address is too long.";
  const queryStart = pathAndQuery.indexOf("?");
  const path = queryStart < 0 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const query = queryStart < 0 ? "" : pathAndQuery.slice(queryStart + 1);
  for (const segment of path.split("/")) {
    const text = decode(segment);
    if (text === null || !isCleanText(text)) return "The address contains characters that are not allowed.";
  }
  const names = new Set<string>();
  for (const pair of query.split("&")) {
    if (!pair) continue;
    const [rawName = "", ...rest] = pair.split("=");
    const name = decode(rawName.replaceAll("+", " "));
    const value = decode(rest.join("=").replaceAll("+", " "));
    if (name === null || value === null || !isCleanText(name) || !isCleanText(value)) {
      return "The query contains characters that are not allowed.";
    }
    if (names.has(name)) return `The parameter '${name.slice(0, 40)}' may be given only once.`;
    names.add(name);
  }
  return null;
}

/**
 * Largest server action call or form post (a request form with every field full is ~10 KB). No action carries a file:
 * a photo is sent on its own to its route once its submission is stored (lib/photos/upload.ts).
 */
export const MAX_ACTION_BODY_BYTES = 64 * 1024;
export const TOO_LARGE = "The request is too large.";

/** Why a request is refused and with which status. */
export type Refusal = { status: 400 | 403 | 404 | 413; message: string };

/**
 * Whether Next would take a POST for a server action: a call from script names the action in `Next-Action`, and
 * a form posted without JavaScript sends a multipart or urlencoded body (the action's id is among its fields).
 */
export function isActionPost(method: string, headers: Headers): boolean {
  return method === "POST" && (headers.has("next-action") || isFormPost(headers));
}

/** Whether a body is a form's (multipart or urlencoded), as a browser posts it, rather than a call's arguments. */
export function isFormPost(headers: Headers): boolean {
  const type = headers.get("content-type")?.toLowerCase() ?? "";
  return type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded");
}

/**
 * Checks what the headers of a server action call say, before its body is read: an Origin of another site or 'null'
 * (Next refuses the call with a server error), a multipart body without its boundary (unreadable), and a declared size
 * over the largest call (64 KB, whatever its type: such a body is never read).
 */
export function rejectActionHeaders(headers: Headers): Refusal | null {
  const origin = headers.get("origin");
  if (origin !== null) {
    const host = headers.get("x-forwarded-host") ?? headers.get("host");
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      // An Origin that is not an address is not this site.
    }
    if (originHost === null || originHost !== host)
      return { status: 403, message: "Forms may be sent to this site only from its own pages." };
  }
  const type = headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("multipart/form-data") && !/;\s*boundary=("?)[^";]+\1/.test(type))
    return { status: 400, message: "The form's content type names no boundary." };
  const declared = Number(headers.get("content-length") ?? 0);
  if (!(declared <= MAX_ACTION_BODY_BYTES)) return { status: 413, message: TOO_LARGE };
  return null;
}

/** The body, or null once it is longer than `limit` bytes (read no further: a chunked body declares no size). */
export async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number) {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling a stream that another reader shares waits for that reader too.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Checks the body of a server action call from script (a form's body is checked by lib/http/action-body.ts): at most
 * 64 KB, and a JSON array of arguments when sent as text/plain; React would fail on anything else with a server error.
 */
export function rejectActionBody(contentType: string | null, body: string | Uint8Array): string | null {
  const size = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  if (size > MAX_ACTION_BODY_BYTES) return TOO_LARGE;
  if (!contentType?.startsWith("text/plain")) return null;
  try {
    const text = typeof body === "string" ? body : new TextDecoder().decode(body);
    return Array.isArray(JSON.parse(text)) ? null : "The request is not a list of arguments.";
  } catch {
    return "The request is not valid JSON.";
  }
}

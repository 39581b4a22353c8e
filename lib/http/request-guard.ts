import { isCleanText } from "./input";

/** Longest address (path and query, percent-encoded) the site answers; its own links are far shorter. */
export const MAX_URL_LENGTH = 2048;

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

/** Largest server action call the site makes (a request form with every field full is about 10 KB). */
export const MAX_ACTION_BODY_BYTES = 64 * 1024;

/**
 * Checks the body of a server action called from script (a JSON array of arguments, sent as text/plain): React
 * would fail on anything else with a server error. Form posts (multipart) are decoded and checked by the action.
 */
export function rejectActionBody(contentType: string | null, body: string): string | null {
  if (Buffer.byteLength(body) > MAX_ACTION_BODY_BYTES) return "The request is too large.";
  if (!contentType?.startsWith("text/plain")) return null;
  try {
    return Array.isArray(JSON.parse(body)) ? null : "The request is not a list of arguments.";
  } catch {
    return "The request is not valid JSON.";
  }
}

// Generated requests for the fuzz test: every route handler, dynamic page segment, search parameter and server
// action, with values chosen to break them (NUL and control bytes, broken percent-encoding and UTF-8, 10 KB
// strings, negative, huge, NaN and Infinity numbers, repeated parameters, wrong types). Deterministic per seed.
import { mulberry32, type Rng } from "../seed/prng";

export type FuzzRequest = {
  /** Which target this exercises, for the per-target tally. */
  target: string;
  method: "GET" | "POST";
  /** Path and query, already percent-encoded as it goes on the wire. */
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  /** Instead of a body: this many bytes streamed without a Content-Length (chunked). */
  stream?: number;
};

/**
 * A request form as the page renders it for a browser without JavaScript: the action's own hidden fields, and
 * values for its fields that it would accept.
 */
export type FormTarget = { name: string; hidden: [string, string][]; fields: Record<string, string> };

export type FuzzContext = {
  forms: FormTarget[];
  /** The id of logCitySearchAction, called from script with a JSON argument list. */
  logActionId: string;
  /** Every server action id of the build: each gets malformed bodies. */
  actionIds: string[];
  restaurantId: string;
  mealId: string;
  citySlug: string;
  /** The server's REVALIDATE_SECRET, if known: bad bodies are then sent with it too, past the 401. */
  revalidateSecret?: string;
};

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

// Raw (already encoded) values that no handler should accept or choke on.
const RAW_BAD = [
  "%00",
  "a%00b",
  "%0A%0D",
  "%1F",
  "%7F",
  "%E0%A4%A",
  "%C3%28",
  "%ED%A0%80",
  "%FF%FE",
  "%",
  "%%",
  "%2",
  "%F0%9F%92",
  "%C0%AF",
  "..%2F..%2Fetc%2Fpasswd",
  "%252e%252e",
  "%EF%BF%BD",
];
const NUMBERS = [
  "-1",
  "-0",
  "0",
  "1e400",
  "-1e400",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e21",
  "9007199254740993",
  "0x10",
  "1_000",
  " 5 ",
  "5.5",
  "999999999999",
  "",
  "abc",
  "1,2",
  "null",
  "undefined",
  "[]",
  "{}",
  "true",
];
const TEXT = [
  "Chicago",
  "new york",
  "9",
  "10001",
  "'; drop table cities; --",
  "<script>alert(1)</script>",
  "\u202e",
  "🍔".repeat(60),
  "São Paulo",
  " ",
  "a".repeat(201),
  "x".repeat(10_240),
  "javascript:alert(1)",
  "../../",
  "%",
  "+",
  "&",
  "=",
  "#",
];

/** One query or path value: either raw bytes from RAW_BAD, or a text/number value encoded properly. */
function value(rng: Rng) {
  const roll = rng();
  if (roll < 0.35) return pick(rng, RAW_BAD);
  if (roll < 0.6) return encodeURIComponent(pick(rng, NUMBERS));
  return encodeURIComponent(pick(rng, TEXT));
}

/** A query string over the given names: some missing, some repeated, some unknown names thrown in. */
function query(rng: Rng, names: readonly string[]) {
  const parts: string[] = [];
  for (const name of names) {
    if (rng() < 0.3) continue;
    parts.push(`${name}=${value(rng)}`);
    if (rng() < 0.1) parts.push(`${name}=${value(rng)}`);
  }
  if (rng() < 0.1) parts.push(`${value(rng)}=${value(rng)}`);
  if (rng() < 0.05) parts.push(`${names[0] ?? "x"}[]=1`);
  return parts.length ? `?${parts.join("&")}` : "";
}

// proxy.ts skips paths that end like static files: the pages must refuse those segments on their own.
const FILE_ENDINGS = [".png", ".xml", ".txt", ".svg"];

function segment(rng: Rng, context: FuzzContext) {
  const roll = rng();
  if (roll < 0.15) return context.citySlug;
  if (roll < 0.2) return context.restaurantId;
  if (roll < 0.3) return `${value(rng)}${pick(rng, FILE_ENDINGS)}`;
  return value(rng);
}

const PAGES = [
  "/healthy-restaurants/",
  "/high-protein-restaurants/",
  "/high-protein-breakfast/",
  "/lean-high-protein-breakfast/",
  "/restaurant-nutrition/",
  "/blog/",
  "/restaurants/",
  "/restaurants/meal-type/",
  "/tools/",
];

function routeRequest(rng: Rng, context: FuzzContext): FuzzRequest {
  const id = () => (rng() < 0.3 ? context.restaurantId : segment(rng, context));
  const generators: (() => FuzzRequest)[] = [
    () => ({ target: "GET /api/search", method: "GET", path: `/api/search${query(rng, ["q", "city"])}` }),
    () => ({ target: "GET /api/cities", method: "GET", path: `/api/cities${query(rng, ["prefix"])}` }),
    () => ({
      target: "GET /api/cities/popular",
      method: "GET",
      path: `/api/cities/popular${query(rng, ["limit"])}`,
    }),
    () => ({
      target: "GET /api/meals",
      method: "GET",
      path: `/api/meals${rng() < 0.3 ? `?ids=${context.mealId},${value(rng)}` : query(rng, ["ids"])}`,
    }),
    () => ({
      target: "GET /api/meals/match",
      method: "GET",
      path: `/api/meals/match${query(rng, ["protein", "carbs", "fat", "calories", "sugar", "location", "offset"])}`,
    }),
    () => ({ target: "GET /api/restaurants/[id]", method: "GET", path: `/api/restaurants/${id()}` }),
    () => ({
      target: "GET /api/restaurants/[id]/meals",
      method: "GET",
      path: `/api/restaurants/${id()}/meals`,
    }),
    () => ({
      target: "GET /api/geo/reverse",
      method: "GET",
      path: `/api/geo/reverse${query(rng, ["lat", "lon"])}`,
    }),
    () => revalidateRequest(rng, context),
  ];
  return pick(rng, generators)();
}

// Bodies the revalidation route must refuse (none names a change: the fuzz refreshes no page).
const REVALIDATE_BODIES = [
  "",
  "not json",
  "null",
  "[]",
  "{}",
  '{"cities":[]}',
  '{"cities":"boston"}',
  '{"cities":[1]}',
  '{"cities":[null]}',
  '{"cities":[""]}',
  '{"restaurants":["   "]}',
  '{"blog":false}',
  '{"blog":"yes"}',
  `{"restaurants":["${"a".repeat(2000)}"]}`,
  `{"cities":[${Array.from({ length: 1001 }, (_, i) => `"c${i}"`).join(",")}]}`,
  '{"cities":["boston"],"extra":1}',
  '{"cities":{"$gt":""}}',
  '{"paths":["/"]}',
];

/** POST /api/revalidate: no secret, a wrong one, another scheme, or the right one with a bad body. */
function revalidateRequest(rng: Rng, context: FuzzContext): FuzzRequest {
  const roll = rng();
  const secret = context.revalidateSecret ?? "x".repeat(32);
  const authorization =
    roll < 0.25
      ? undefined
      : roll < 0.5
        ? `Bearer ${value(rng)}`
        : roll < 0.6
          ? `Basic ${secret}`
          : `Bearer ${secret}`;
  return {
    target: "POST /api/revalidate",
    method: "POST",
    path: "/api/revalidate",
    headers: {
      "content-type": rng() < 0.8 ? "application/json" : "text/plain",
      ...(authorization ? { authorization } : {}),
    },
    body: pick(rng, REVALIDATE_BODIES),
  };
}

function pageRequest(rng: Rng, context: FuzzContext): FuzzRequest {
  const roll = rng();
  if (roll < 0.15) {
    return {
      target: "GET /find-protein-meals",
      method: "GET",
      path: `/find-protein-meals${query(rng, ["city"])}`,
    };
  }
  if (roll < 0.25) {
    return { target: "GET /request", method: "GET", path: `/request${query(rng, ["restaurant", "tab"])}` };
  }
  if (roll < 0.3) {
    const files = [
      `/_next/static/${value(rng)}.js`,
      `/_next/image${query(rng, ["url", "w", "q"])}`,
      `/blog/rss.xml${query(rng, ["page"])}`,
      `/images/${value(rng)}.svg`,
    ];
    return { target: "GET files and feeds", method: "GET", path: pick(rng, files) };
  }
  const page = pick(rng, PAGES);
  const extra = rng() < 0.2 ? query(rng, ["restaurant", "meal"]) : "";
  return { target: `GET ${page}[segment]`, method: "GET", path: `${page}${segment(rng, context)}${extra}` };
}

// Values every form field refuses (control characters, NUL, too long), and ones particular fields refuse.
const ALWAYS_BAD = ["a\u0000b", "\u0007bell", "tab\u000bvertical", "x".repeat(2001), "y".repeat(10_240)];
const BAD_FOR: Record<string, string[]> = {
  website: [
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com",
    "http://",
  ],
  calories: ["1e5", "-5", "12.5", "NaN", "Infinity", "999999", "0x10"],
  restaurant_mode: ["maybe", "", "EXISTING"],
  include_meal: ["maybe", "", "YES"],
};

function formRequest(rng: Rng, context: FuzzContext): FuzzRequest {
  const form = pick(rng, context.forms);
  const odd = rng();
  if (odd < 0.1) return badPost(odd < 0.005 ? "oversized" : odd < 0.05 ? "cross-site" : "no-boundary", form);
  const body = new FormData();
  for (const [name, hidden] of form.hidden) body.append(name, hidden);
  const names = Object.keys(form.fields);
  const values: Record<string, string> = { ...form.fields };
  // Valid values but one field the form refuses, and maybe a few more odd ones: nothing may be stored.
  const broken = pick(rng, names);
  values[broken] = pick(rng, rng() < 0.5 && BAD_FOR[broken] ? BAD_FOR[broken]! : ALWAYS_BAD);
  for (const name of names) {
    if (name !== broken && rng() < 0.2) values[name] = pick(rng, TEXT);
  }
  for (const [name, text] of Object.entries(values)) body.append(name, text);
  if (rng() < 0.1) body.append(pick(rng, names), "repeated");
  if (rng() < 0.05) body.set(broken, new Blob(["file"]), "f.txt");
  return { target: `POST form ${form.name}`, method: "POST", path: "/request", body };
}

/** Bytes that put a form post just over the largest one the site takes, 64 KB (lib/http/request-guard.ts). */
const OVERSIZED_POST_BYTES = 64 * 1024 + 1;
/** A streamed form post's size: over the limit, declared nowhere. */
export const STREAMED_POST_BYTES = 7 * 1024 * 1024;

/** A 1 × 1 PNG: a photo that decodes, so that only the token's check keeps it from being decoded. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * A photo sent to the photo route without a valid upload token (none, or a made-up one): refused (401) before its
 * body is read, storing and counting nothing.
 */
export function refusedPhotoUpload(rng: Rng): FuzzRequest {
  const token = Array.from({ length: 64 }, () => Math.floor(rng() * 16).toString(16)).join("");
  return {
    target: "POST photo without a valid token",
    method: "POST",
    path: "/api/submissions/photo",
    headers: { "content-type": "image/png", ...(rng() < 0.5 ? { authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(PIXEL_PNG),
  };
}

/** A page rendered per request, with a parameter it does not read: sent to the address without it (308). */
export function junkParamRequest(rng: Rng): FuzzRequest {
  const page = pick(rng, ["/search?q=chicken", "/find-protein-meals?city=Austin", "/request?tab=city"]);
  return {
    target: "GET page with junk parameters",
    method: "GET",
    path: `${page}&junk-${Math.floor(rng() * 1e9)}=${Math.floor(rng() * 1e9)}`,
  };
}

/**
 * A form post that must be refused before Next reads it: from another site's page (403), multipart without its
 * boundary (400), over the 64 KB limit (413) or streamed without a length (411).
 */
export function badPost(
  kind: "cross-site" | "no-boundary" | "oversized" | "streamed" | "origin-null",
  form: FormTarget,
): FuzzRequest {
  const body = new FormData();
  for (const [name, hidden] of form.hidden) body.append(name, hidden);
  for (const [name, text] of Object.entries(form.fields)) body.append(name, text);
  const target = `POST form ${kind}`;
  switch (kind) {
    case "cross-site":
      return {
        target,
        method: "POST",
        path: "/request",
        headers: { origin: "https://elsewhere.example" },
        body,
      };
    case "no-boundary":
      return {
        target,
        method: "POST",
        path: "/request",
        headers: { "content-type": "multipart/form-data" },
        body: `--x\r\nContent-Disposition: form-data; name="city_name"\r\n\r\nBoise\r\n--x--\r\n`,
      };
    case "oversized":
      body.append("photo", new Blob([new Uint8Array(OVERSIZED_POST_BYTES)], { type: "image/jpeg" }), "p.jpg");
      return { target, method: "POST", path: "/request", body };
    case "streamed":
      return {
        target,
        method: "POST",
        path: "/request",
        headers: { "content-type": "multipart/form-data; boundary=fuzz" },
        stream: STREAMED_POST_BYTES,
      };
    case "origin-null":
      return { target, method: "POST", path: "/request", headers: { origin: "null" }, body };
  }
}

function actionRequest(rng: Rng, context: FuzzContext): FuzzRequest {
  const args = [
    "not json",
    "{}",
    "[",
    "[null]",
    "[1]",
    '["chicago"]',
    "[[1,2]]",
    '[{"id":null}]',
    '[{"id":"atlantis"}]',
    `[{"id":"${"z".repeat(10_240)}"}]`,
    '[{"id":"\\u0000"}]',
    '[{"id":{"$gt":""}}]',
    "[]",
    '[{"id":"chicago\\n"}]',
  ];
  return {
    target: "POST action logCitySearch",
    method: "POST",
    path: "/",
    headers: {
      "next-action": context.logActionId,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
    },
    body: pick(rng, args),
  };
}

/** Malformed bodies of every shape React's decoder fails on, as [content type, body] for a call from script. */
const MALFORMED_CALLS: [string, () => string | FormData][] = [
  ["application/x-www-form-urlencoded", () => "0=not json"],
  ["text/plain;charset=UTF-8", () => '["$Q1"]'],
  ["text/plain;charset=UTF-8", () => '["$@1"]'],
  ["text/plain;charset=UTF-8", () => '["$W2"]'],
  ["text/plain;charset=UTF-8", () => '[{"a":"$1"}]'],
  ["text/plain;charset=UTF-8", () => '["$h1"]'],
  ["text/plain;charset=UTF-8", () => '["$F1"]'],
  ["text/plain;charset=UTF-8", () => '["$nope"]'],
  ["text/plain;charset=UTF-8", () => '["$A1"]'],
  ["text/plain;charset=UTF-8", () => '[{"a":1},"$0:9:z"]'],
  ["text/plain;charset=UTF-8", () => '"$1"'],
  ["text/plain;charset=UTF-8", () => "{}"],
  ["text/plain;charset=UTF-8", () => ""],
  ["text/plain;charset=UTF-8", () => `${"[".repeat(5000)}${"]".repeat(5000)}`],
  ["application/json", () => "not json"],
  ["", () => '["$Q1"]'],
  ["multipart", () => multipartOf([["1", "[]"]])],
  [
    "multipart",
    () =>
      multipartOf([
        ["0", '["$Q1"]'],
        ["1", "[1]"],
      ]),
  ],
  ["multipart", () => multipartOf([["0", "not json"]])],
  [
    "multipart",
    () =>
      multipartOf([
        ["0", '["$K1"]'],
        ["_1_x", "y"],
        ["0", '["$@3"]'],
      ]),
  ],
];

function multipartOf(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/** 100 KB of padding: a malformed multipart body past the 64 KB every action body is held to (413 by its header). */
const PADDING: [string, string] = ["pad", "a".repeat(100 * 1024)];

/**
 * A server action call with a malformed body, to any action of the build: from script (Next-Action) in one of
 * MALFORMED_CALLS' shapes, or a form posted without script whose action descriptor is missing, broken or points at a
 * part it does not contain; a fifth of the multipart ones padded past 64 KB, as a photo's post once was.
 */
export function malformedActionRequest(rng: Rng, context: FuzzContext): FuzzRequest {
  const id = pick(rng, context.actionIds);
  const padded = rng() < 0.2;
  if (rng() < 0.25) {
    const descriptor = pick(rng, [null, `{"id":"${id}"`, `{"id":"${id}","bound":"$@1"}`, "[]", "not json"]);
    const fields: [string, string][] = [["$ACTION_REF_1", ""]];
    if (descriptor !== null) fields.push(["$ACTION_1:0", descriptor]);
    fields.push(["city_name", "Boise"]);
    return {
      target: padded ? "POST form malformed action over 64 KB" : "POST form malformed action",
      method: "POST",
      path: "/request",
      body: multipartOf(padded ? [...fields, PADDING] : fields),
    };
  }
  const [type, body] = pick(rng, MALFORMED_CALLS);
  if (padded && type === "multipart") {
    const form = body() as FormData;
    form.append(...PADDING);
    return {
      target: "POST action malformed body over 64 KB",
      method: "POST",
      path: pick(rng, ["/", "/request", "/login"]),
      headers: { "next-action": id, accept: "text/x-component" },
      body: form,
    };
  }
  return {
    target: "POST action malformed body",
    method: "POST",
    path: pick(rng, ["/", "/request", "/login"]),
    headers: {
      "next-action": id,
      accept: "text/x-component",
      ...(type && type !== "multipart" ? { "content-type": type } : {}),
    },
    body: body(),
  };
}

/**
 * `count` requests, a mix of route handlers (40%), pages (32%, and 3% with junk parameters), form posts (12%, and
 * 0.2% streamed over the size limit, 1.3% with Origin null), photos without a valid token (1.5%) and action calls
 * (10%: half of them with a malformed body, to every action of the build, some padded past 64 KB).
 */
export function generateRequests(count: number, seed: number, context: FuzzContext): FuzzRequest[] {
  const rng = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const roll = rng();
    if (roll < 0.4) return routeRequest(rng, context);
    if (roll < 0.72) return pageRequest(rng, context);
    if (roll < 0.75) return junkParamRequest(rng);
    if (roll < 0.87) return formRequest(rng, context);
    if (roll < 0.885) return refusedPhotoUpload(rng);
    if (roll < 0.887) return badPost("streamed", pick(rng, context.forms));
    if (roll < 0.9) return badPost("origin-null", pick(rng, context.forms));
    if (roll < 0.95) return actionRequest(rng, context);
    return malformedActionRequest(rng, context);
  });
}

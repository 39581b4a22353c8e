// The body of a server action call, checked before Next decodes it: React's decoder throws on a body that is not
// what React's own client sends (text that is not JSON, a reference to a part the body does not contain, a Map
// whose part is missing, a BigInt that is not a number...), and Next answers every such throw with a 500 and a
// stack trace in the log. Only the shapes the site's forms and calls send are let through; anything else is a 400.
//
// A call from script (Next-Action header) sends its argument list as part "0" of a multipart form, or as the whole
// body; a form posted without JavaScript names its action in "$ACTION_REF_<n>" with its descriptor in
// "$ACTION_<n>:0". Within a part, a string starting with '$' is one of React's encodings: "$$…" an escaped '$',
// "$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$D<date>", "$n<digits>", "$T" (an opaque value),
// "$K<id>" (the form's fields, read by prefix), or a reference to another part: "$<id>", "$@<id>" (a promise),
// "$Q<id>" (a Map's entries), "$W<id>" (a Set's), optionally followed by a path into it (":key:key").

/** Largest total of JSON the parts of one call may hold: a full request form's arguments are about 10 KB. */
const MAX_JSON_CHARACTERS = 64 * 1024;
/** Deepest nesting of arrays and objects the site's arguments use, with room to spare. */
const MAX_DEPTH = 32;

const LITERALS = new Set(["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0"]);
const REFERENCE = /^\$([@QW]?)([0-9a-f]{1,8})((?::[^:]+)*)$/;

type Parts = Map<string, FormDataEntryValue>;

class Malformed extends Error {}

/** Checks every part reachable from one root part; throws Malformed at the first that React would fail on. */
function checkPart(parts: Parts, prefix: string, budget: { characters: number }) {
  const parsed = new Map<number, unknown>();

  function part(id: number): unknown {
    if (parsed.has(id)) return parsed.get(id);
    const text = parts.get(prefix + id);
    if (typeof text !== "string") throw new Malformed("The request refers to a part it does not contain.");
    budget.characters -= text.length;
    if (budget.characters < 0) throw new Malformed("The request's arguments are too large.");
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new Malformed("The request is not valid JSON.");
    }
    parsed.set(id, value);
    walk(value, 0);
    return value;
  }

  function follow(value: unknown, path: string[]) {
    let at = value;
    for (const key of path) {
      if (at === null || typeof at !== "object" || typeof (at as Record<string, unknown>)[key] === "string")
        throw new Malformed("The request refers to data it does not contain.");
      at = (at as Record<string, unknown>)[key];
      if (at === undefined) throw new Malformed("The request refers to data it does not contain.");
    }
  }

  function reference(text: string) {
    const match = REFERENCE.exec(text);
    if (!match) throw new Malformed("The request contains a value this site does not take.");
    const [, tag, hex, path] = match;
    const target = part(Number.parseInt(hex!, 16));
    if (path) follow(target, path.slice(1).split(":"));
    if (tag === "Q" && !(Array.isArray(target) && target.every((e) => Array.isArray(e) && e.length === 2)))
      throw new Malformed("The request contains a map that is not a list of pairs.");
    if (tag === "W" && !Array.isArray(target))
      throw new Malformed("The request contains a set that is not a list.");
  }

  function walk(value: unknown, depth: number) {
    if (depth > MAX_DEPTH) throw new Malformed("The request is nested too deeply.");
    if (typeof value === "string") {
      if (!value.startsWith("$") || value.startsWith("$$") || LITERALS.has(value)) return;
      if (/^\$[DT]/.test(value) || /^\$K[0-9a-f]{1,8}$/.test(value)) return;
      if (value.startsWith("$n")) {
        if (!/^\$n-?\d{1,300}$/.test(value))
          throw new Malformed("The request contains a number it cannot read.");
        return;
      }
      return reference(value);
    }
    if (Array.isArray(value)) for (const item of value) walk(item, depth + 1);
    else if (value !== null && typeof value === "object")
      for (const item of Object.values(value)) walk(item, depth + 1);
  }

  return part(0);
}

async function readParts(contentType: string, body: Uint8Array): Promise<Parts> {
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw new Malformed("The form could not be read.");
  }
  const parts: Parts = new Map();
  // As React keeps them: a name's last text, else its first file.
  for (const [name, value] of form) if (typeof value === "string" || !parts.has(name)) parts.set(name, value);
  return parts;
}

/**
 * Why React's decoder would fail on a server action call's body, or null when it may go on. `fetchAction`: the
 * call names its action in the Next-Action header (from script); without it only a multipart form is an action.
 */
export async function actionBodyProblem(
  contentType: string | null,
  body: Uint8Array,
  fetchAction: boolean,
): Promise<string | null> {
  const multipart = contentType?.toLowerCase().startsWith("multipart/form-data") ?? false;
  if (!multipart && !fetchAction) return null;
  try {
    const budget = { characters: MAX_JSON_CHARACTERS };
    if (!multipart) {
      const root = checkPart(new Map([["0", new TextDecoder().decode(body)]]), "", budget);
      return Array.isArray(root) ? null : "The request is not a list of arguments.";
    }
    const parts = await readParts(contentType!, body);
    if (fetchAction) {
      const root = checkPart(parts, "", budget);
      return Array.isArray(root) ? null : "The request is not a list of arguments.";
    }
    for (const name of parts.keys()) {
      if (!name.startsWith("$ACTION_REF_")) continue;
      const descriptor = checkPart(parts, `$ACTION_${name.slice("$ACTION_REF_".length)}:`, budget);
      if (
        descriptor === null ||
        typeof descriptor !== "object" ||
        typeof (descriptor as { id?: unknown }).id !== "string"
      )
        return "The form names no action.";
    }
    return null;
  } catch (error) {
    if (error instanceof Malformed) return error.message;
    throw error;
  }
}

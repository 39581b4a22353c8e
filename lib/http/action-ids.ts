import { readFileSync } from "node:fs";
import path from "node:path";

// The server actions of the production build, from the manifest Next writes: a call naming any other is refused
// before Next sees it (Next answers it too, but writes a stack trace to the log for each one).

let known: ReadonlySet<string> | null | undefined;

/** The build's server action ids, or null when they cannot be known (development, or no manifest). */
export function knownActionIds(
  file = path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    ".next",
    "server",
    "server-reference-manifest.json",
  ),
): ReadonlySet<string> | null {
  if (known !== undefined) return known;
  if (process.env.NODE_ENV !== "production") return (known = null);
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as { node?: object; edge?: object };
    known = new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
  } catch {
    known = null;
  }
  return known;
}

type Cited = { source?: unknown; as_of?: unknown; licence?: unknown };

/** Every row of an answer that carries a source (a menu item, a location), wherever it is nested. */
function citedRows(value: unknown, into: Cited[] = []): Cited[] {
  if (Array.isArray(value)) for (const item of value) citedRows(item, into);
  else if (value && typeof value === "object") {
    if ("source" in value && "licence" in value) into.push(value as Cited);
    for (const child of Object.values(value)) citedRows(child, into);
  }
  return into;
}

/**
 * The sources of an answer's numbers in words, each with its date and licence, for a reader to cite:
 * "Sources: MenuStat (2022; No stated licence…); All the Places (2026-01; CC0-1.0)".
 */
export function citationOf(answer: unknown): string {
  const sources = new Set<string>();
  for (const row of citedRows(answer)) {
    const name = typeof row.source === "string" ? row.source : "Source not recorded";
    const date = typeof row.as_of === "string" ? row.as_of : "date not recorded";
    sources.add(`${name} (${date}; ${String(row.licence)})`);
  }
  return sources.size
    ? `Sources of these numbers: ${[...sources].join("; ")}. Each row names its own source, as_of date and licence.`
    : "No numbers in this answer.";
}

// Names the sizes of a dish. A menu document lists a dish once per size, portion or preparation, often under one
// item name: each becomes a row of its own, named "<dish> — <size>", with its own published numbers (never scaled).

/** Between a dish and its size in a row's name. */
export const SIZE_SEPARATOR = " — ";

const words = (text: string) => text.split(" ").filter(Boolean);
/** The longest size label: a longer one is a list of where the row is served, not a size. */
export const MAX_SIZE_LENGTH = 60;
const distinct = (labels: string[]) =>
  labels.every((label) => label !== "" && label.length <= MAX_SIZE_LENGTH) &&
  new Set(labels.map((label) => label.toLowerCase())).size === labels.length;

/** A description without the item name it starts with ("Steak, Large Sub Meats" -> "Large Sub Meats"). */
export function descriptionRest(description: string, name: string): string {
  const text = description.trim();
  const rest = text.toLowerCase().startsWith(name.toLowerCase()) ? text.slice(name.length) : text;
  return rest.replace(/^[\s,:;\-–—]+/, "").trim();
}

/**
 * The labels with the words they all start and end with taken off, while each keeps a word and all stay apart
 * ("Large Sub Meats", "Small Sub Meats" -> "Large", "Small").
 */
export function trimSharedWords(labels: string[]): string[] {
  let parts = labels.map(words);
  const same = (at: (w: string[]) => string | undefined) =>
    parts.every((w) => w.length > 1 && at(w)?.toLowerCase() === at(parts[0]!)?.toLowerCase());
  // A number says less without its word ("1", "2" of "1 Egg", "2 Egg"; "slice" of "1 slice"): it keeps it.
  const numeric = (w: string[]) => w.length === 2 && /^[\d.,/]+$/.test(w[0]!);
  for (;;) {
    if (same((w) => w[0]) && !/^[\d.,/]+$/.test(parts[0]![0]!)) parts = parts.map((w) => w.slice(1));
    else if (same((w) => w[w.length - 1]) && !parts.some(numeric)) parts = parts.map((w) => w.slice(0, -1));
    else break;
  }
  const trimmed = parts.map((w) =>
    w
      .join(" ")
      .replace(/^[,:;\-–—]+|[,:;\-–—]+$/g, "")
      .trim(),
  );
  return distinct(trimmed) ? trimmed : labels;
}

export type SizedRow = { description: string; serving: string | null; calories: number | null };

/**
 * The size label of each row of one item name whose numbers differ: what its description adds to the name, else
 * its serving, else both; when the document tells them apart by nothing, "Option 1", "Option 2"… by calories.
 */
export function sizeLabels(name: string, rows: SizedRow[]): string[] {
  const rests = rows.map((row) => descriptionRest(row.description, name));
  const servings = rows.map((row) => row.serving?.trim() ?? "");
  const candidates = [
    trimSharedWords(rests),
    trimSharedWords(servings),
    rows.map((_, i) => [rests[i], servings[i]].filter(Boolean).join(", ")),
  ];
  for (const labels of candidates) if (distinct(labels)) return labels;
  const order = rows
    .map((row, i) => ({ i, calories: row.calories ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.calories - b.calories || a.i - b.i);
  const labels = new Array<string>(rows.length);
  order.forEach(({ i }, rank) => (labels[i] = `Option ${rank + 1}`));
  return labels;
}

const SIZE_WORD =
  /^(small|medium|large|regular|kids?|kid's|cub meal|lunch[- ]sized?|dinner|family( side| size)?|cup|bowl|each|half|full|double|single|mini|snack|extra large|xl|xlarge|topping\/side|side|entree|\d+(\.\d+)? ?(oz|fl oz|pieces?|pcs|pc|ct|count|slices?|inch|in|rolls?|links?)|\d+ pieces|1\/2 gallon|half gallon|gallon)$/i;

/**
 * A name that ends in a size ("Chow Mein (Cub Meal)", "Cajun Fries, Large") split into its dish and size; null when
 * it does not.
 */
export function splitSize(name: string): { dish: string; size: string } | null {
  const match = /^(.*\S)\s*(?:\(([^()]+)\)|,\s*([^,()]+))$/.exec(name.trim());
  if (!match) return null;
  const size = (match[2] ?? match[3] ?? "").trim();
  if (!SIZE_WORD.test(size)) return null;
  return { dish: match[1]!.replace(/[,\s]+$/, ""), size: size.replace(/^./, (c) => c.toUpperCase()) };
}

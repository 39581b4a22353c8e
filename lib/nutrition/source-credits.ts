import { formatAsOf } from "./provenance";

/** A source of the catalogue as its reads list it (list_meal_sources, list_location_sources): one row per date. */
type SourceRow = { source: string | null; source_url: string | null; as_of: string | null };

/** One credit of the footer: a publisher of menus or places, and when its data is from. */
export type SourceCredit = { name: string; when: string | null };

/** "Chipotle's nutrition facts via FoodNoms (MIT)": the publisher a chain's own document came through. */
const VIA = / via (.+)$/;

/**
 * The name of a publisher's sources: the one name, or "{n} chains' own nutrition documents via {publisher}" when
 * they are chains' documents through one publisher, else every name.
 */
function groupName(names: string[]): string {
  if (names.length === 1) return names[0]!;
  const publishers = new Set(names.map((name) => VIA.exec(name)?.[1] ?? null));
  const [publisher] = publishers;
  if (publishers.size === 1 && publisher) {
    return `${names.length} chains' own nutrition documents via ${publisher}`;
  }
  return names.join(", ");
}

/** When a publisher's data is from: one date as written ("January 2026"), else its years ("2023–2024"). */
function groupWhen(dates: string[]): string | null {
  if (dates.length === 0) return null;
  const distinct = [...new Set(dates)].sort();
  if (distinct.length === 1) return formatAsOf(distinct[0]!);
  const first = distinct[0]!.slice(0, 4);
  const last = distinct[distinct.length - 1]!.slice(0, 4);
  return first === last ? first : `${first}–${last}`;
}

/**
 * The catalogue's sources as the footer names them: the rows of one publisher (one link, or one name without a
 * link) are one credit, with the years of its data, in the order the rows come (most data first). Rows whose source
 * was not recorded name nothing.
 */
export function sourceCredits(rows: readonly SourceRow[]): SourceCredit[] {
  const groups = new Map<string, { names: string[]; dates: string[] }>();
  for (const row of rows) {
    const name = row.source?.trim();
    if (!name) continue;
    const key = row.source_url?.trim() || `name:${name}`;
    const group = groups.get(key) ?? { names: [], dates: [] };
    groups.set(key, group);
    if (!group.names.includes(name)) group.names.push(name);
    if (row.as_of?.trim()) group.dates.push(row.as_of.trim());
  }
  return [...groups.values()].map(({ names, dates }) => ({
    name: groupName(names),
    when: groupWhen(dates),
  }));
}

/** Credits in words: "MenuStat (2022); 11 chains' own nutrition documents via FoodNoms (MIT) (2023–2024)". */
export const creditText = (credits: readonly SourceCredit[]) =>
  credits.map(({ name, when }) => (when ? `${name} (${when})` : name)).join("; ");

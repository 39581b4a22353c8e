import { safeHttpUrl } from "@/lib/site/safe-url";

/** Where a meal's nutrition values come from; all null: not recorded. */
export type Provenance = { source?: string | null; source_url?: string | null; as_of?: string | null };

/** The text shown when a meal's source is not recorded: never a guess. */
export const SOURCE_NOT_RECORDED = "Source not recorded";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * Whether a value can be a meal's as_of: an ISO 8601 date at year, month or day precision ('2022', '2022-05',
 * '2022-05-14') that exists. The table's check (public.is_as_of_date) is the same rule.
 */
export function isAsOfDate(value: string): boolean {
  const match = /^([1-9]\d{3})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  if (!day) return true;
  return Number(day) <= new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
}

/** Whether a value can be a meal's source_url: an http or https link of at most 2,000 characters, no spaces. */
export const isSourceUrl = (value: string) =>
  value.length <= MAX_SOURCE_URL_LENGTH && /^https?:\/\/\S+$/.test(value) && safeHttpUrl(value) !== null;

/** The longest source name and link the catalogue keeps (the table's checks say the same). */
export const MAX_SOURCE_LENGTH = 200;
const MAX_SOURCE_URL_LENGTH = 2000;

/** An ISO date at year, month or day precision as people read it: '2022', 'May 2022', 'May 14, 2022'. */
export function formatAsOf(asOf: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(asOf.trim());
  if (!match) return asOf;
  const [, year, month, day] = match;
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  if (!name) return year!;
  return day ? `${name} ${Number(day)}, ${year}` : `${name} ${year}`;
}

/** One recorded source: its name, link (http or https only) and date, as shown and as a key. */
export type Source = { name: string; url: string | null; asOf: string | null; key: string };

const sourceOf = (meal: Provenance): Source | null => {
  const name = meal.source?.trim();
  if (!name) return null;
  const asOf = meal.as_of?.trim() || null;
  return {
    name,
    url: safeHttpUrl(meal.source_url),
    asOf,
    key: `${name}|${meal.source_url ?? ""}|${asOf ?? ""}`,
  };
};

/** The source of the values a moderator approved from a diner's submission (the review desk). */
export const DINER_SOURCE = "Submitted by a diner";

/**
 * A source's date as it follows the name: ', 2022'; for a diner's submission the day it was checked (', checked
 * November 25, 2026').
 */
export const asOfSuffix = (source: Pick<Source, "name" | "asOf">) =>
  source.asOf ? `, ${source.name === DINER_SOURCE ? "checked " : ""}${formatAsOf(source.asOf)}` : "";

/** "MenuStat, 2022": a source in the words of the one-line notice. */
const sourceLabel = (source: Pick<Source, "name" | "asOf">) => `${source.name}${asOfSuffix(source)}`;

/**
 * The sources behind some meals, most used first, and how many meals have none recorded: what the one-line
 * notice ('Source: MenuStat, 2022') says.
 */
export function summarizeProvenance(meals: Provenance[]) {
  const counts = new Map<string, { source: Source; meals: number }>();
  let unrecorded = 0;
  for (const meal of meals) {
    const source = sourceOf(meal);
    if (!source) {
      unrecorded += 1;
      continue;
    }
    const entry = counts.get(source.key);
    if (entry) entry.meals += 1;
    else counts.set(source.key, { source, meals: 1 });
  }
  const sources = [...counts.values()]
    .sort((a, b) => b.meals - a.meals || a.source.name.localeCompare(b.source.name))
    .map(({ source }) => source);
  return { sources, unrecorded, total: meals.length };
}

/** The notice as plain text: 'Source: MenuStat, 2022', 'Sources: A, 2022; B, 2024' or 'Source not recorded'. */
export function provenanceText(meals: Provenance[]): string {
  const { sources, unrecorded } = summarizeProvenance(meals);
  if (sources.length === 0) return SOURCE_NOT_RECORDED;
  const listed = `${sources.length === 1 ? "Source" : "Sources"}: ${sources.map(sourceLabel).join("; ")}`;
  return unrecorded === 0 ? listed : `${listed}; ${unrecordedText(unrecorded)}`;
}

/** For a list where some meals have no recorded source. */
export const unrecordedText = (count: number) =>
  `source not recorded for ${count} item${count === 1 ? "" : "s"}`;

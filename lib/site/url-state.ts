// The one way pages keep state in the URL's query (the meal builder's meal, the calculator's and the restaurant
// dialog's sort, the dialog itself, the tool tabs): read with URLSearchParams, written with the History API.
// Next.js keeps useSearchParams and usePathname in step with history.pushState and replaceState, so a write
// neither navigates nor refetches anything, and no URL-state library is shipped to the browser.

/** Query changes: a value sets its parameter; null, undefined or "" removes it; parameters not named are kept. */
export type QueryChanges = Record<string, string | null | undefined>;

/** `search` with `changes` applied, as '?a=1&b=2', or '' when nothing is left. */
export function withQuery(search: string | URLSearchParams, changes: QueryChanges): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

const currentSearch = () => (typeof window === "undefined" ? "" : window.location.search);

/** One parameter of the address bar; null on the server, where a static page has no query. */
export const readQueryParam = (name: string): string | null => new URLSearchParams(currentSearch()).get(name);

/** The current query with `changes`: an href to the same page in another state. */
export const hrefWithQuery = (changes: QueryChanges): string => withQuery(currentSearch(), changes);

/**
 * Writes `changes` to the address bar without a navigation. "replace" (default) keeps the history entry (a sort,
 * the meal being built); "push" adds one, so Back undoes it (opening the dialog, switching tools). `pathname`
 * moves to a sibling page that the same client code renders (the other tool tab).
 */
export function writeQuery(
  changes: QueryChanges,
  { history = "replace", pathname }: { history?: "replace" | "push"; pathname?: string } = {},
): void {
  const url = `${pathname ?? window.location.pathname}${withQuery(window.location.search, changes)}`;
  // Next.js answers every history write by re-rendering the page: a replace that changes nothing is skipped.
  if (history === "replace" && url === `${window.location.pathname}${window.location.search}`) return;
  if (history === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}

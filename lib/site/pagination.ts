// A long list in pages of its own, each a static page at a real address: page 1 is the list's own address, page n
// (from 2) is {address}/page/{n}. docs/product.md#paged-lists.

/** How many pages a list of `total` items fills, at least one (an empty list is one empty page). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The items of page `page` (from 1). */
export const pageItems = <T>(items: readonly T[], page: number, size: number): T[] =>
  items.slice((page - 1) * size, page * size);

/**
 * A page number from its address segment: a whole number from 2 written plainly ("2", never "02" or "1", whose page
 * is the list's own address), or null.
 */
export function parsePageSegment(segment: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(segment) && segment !== "1" ? Number(segment) : null;
}

/** The address of a list's page `page`. */
export const pagePath = <P extends string>(path: P, page: number) =>
  page > 1 ? (`${path}/page/${page}` as const) : path;

/** A page's title: the list's own on page 1, then "… (Page 2)". */
export const pagedTitle = (title: string, page: number) => (page > 1 ? `${title} (Page ${page})` : title);

/** The page numbers 2 and up of a list, for generateStaticParams. */
export const laterPages = (total: number, size: number) =>
  Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2);

/**
 * The page numbers a list's navigation shows: every one for up to 7 pages, else the first, the last and the two
 * either side of the current one, with null where numbers are left out.
 */
export function pageWindow(page: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = [1, page - 1, page, page + 1, count].filter(
    (n, i, all) => n >= 1 && n <= count && all.indexOf(n) === i,
  );
  shown.sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}

import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { nameSlug } from "@/lib/listings/slug";

// When a page shows new data (docs/architecture.md#freshness): every catalogue read a page makes is cached under
// tags that say what it read, and one call after a write to the catalogue, refreshCatalogue, expires those tags.
// A page is regenerated on its next request once any tag it read has expired. The hour below is only a safety
// net for changes made outside the site's writes (a hand-edited row, a blog post inserted with SQL).

/** How long a catalogue read is trusted when nothing said it changed. */
const SAFETY_NET_SECONDS = 3600;

/**
 * Past this many cities (or restaurants), a change expires every city page (or every restaurant page) at once,
 * by their shared tag: a chain's menu is shown in thousands of cities.
 */
export const MAX_NAMED_TAGS = 100;

export const CATALOGUE_TAGS = {
  /** The list of cities: /cities, a state's cities, the sitemap, the home page's city links. */
  cityList: "city-list",
  /** Every city's pages. */
  cityPages: "city-pages",
  /** The listings, the restaurant index, the home page's featured meals, the tools' restaurant lists. */
  listings: "listings",
  /** Every restaurant's nutrition page. */
  restaurantPages: "restaurant-pages",
  /** /about/data: where the meals and places come from. */
  sources: "sources",
  /** The blog: its posts, its list, its feed. */
  blog: "blog",
} as const;

export const cityTag = (cityId: string) => `city:${cityId}`;
export const restaurantTag = (slug: string) => `restaurant:${slug}`;

/** What a write to the catalogue changed. */
export type CatalogueChange = {
  /** The cities whose pages list a changed place or menu. */
  cityIds?: readonly string[];
  /** The restaurants whose menu or places changed, by name. */
  restaurantNames?: readonly string[];
  /** A blog post was added, changed or removed. */
  blog?: boolean;
};

/** The tags a change expires. Nothing changed, no tags. */
export function tagsOfChange(change: CatalogueChange): string[] {
  const tags = new Set<string>();
  const cityIds = [...new Set(change.cityIds ?? [])].sort();
  const slugs = [
    ...new Set((change.restaurantNames ?? []).map(nameSlug).filter((slug) => slug !== "")),
  ].sort();
  if (cityIds.length > 0 || slugs.length > 0) {
    tags.add(CATALOGUE_TAGS.cityList).add(CATALOGUE_TAGS.listings).add(CATALOGUE_TAGS.sources);
    if (cityIds.length > MAX_NAMED_TAGS) tags.add(CATALOGUE_TAGS.cityPages);
    else for (const id of cityIds) tags.add(cityTag(id));
    if (slugs.length > MAX_NAMED_TAGS) tags.add(CATALOGUE_TAGS.restaurantPages);
    else for (const slug of slugs) tags.add(restaurantTag(slug));
  }
  if (change.blog) tags.add(CATALOGUE_TAGS.blog);
  return [...tags];
}

/** Outside a Next server (scripts, unit tests) there is no cache to read through: the read runs as it is. */
const outsideNext = (error: unknown) =>
  error instanceof Error && error.message.startsWith("Invariant: incrementalCache missing");

type CatalogueRead<A extends unknown[], R> = ((...args: A) => Promise<R>) & {
  /** The same read past the cache, for arguments a visitor typed (each would be an entry on disk). */
  uncached: (...args: A) => Promise<R>;
};

/**
 * A catalogue read, cached across requests under the tags it names and deduplicated within a request. Only for
 * arguments the site itself produced (a page's slug that the proxy knows, a listing's rule): never a visitor's text.
 */
export function catalogueRead<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  tagsOf: (...args: NoInfer<A>) => string[],
): CatalogueRead<A, R> {
  const cached = cache(async (...args: A): Promise<R> => {
    const stored = unstable_cache(() => read(...args), [name, JSON.stringify(args)], {
      tags: tagsOf(...args),
      revalidate: SAFETY_NET_SECONDS,
    });
    try {
      return await stored();
    } catch (error) {
      if (outsideNext(error)) return read(...args);
      throw error;
    }
  });
  return Object.assign(cached, { uncached: read });
}

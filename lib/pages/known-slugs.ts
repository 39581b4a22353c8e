import "server-only";
import { LRUCache } from "lru-cache";
import { listBlogPosts } from "@/lib/blog/queries";
import { createTagFollower } from "@/lib/catalogue/tag-expirations";
import { listCities } from "@/lib/cities/queries";
import { listBrands } from "@/lib/listings/queries";
import { forgetKnownPages, isMissingListPage } from "./known-pages";
import { CITY_PAGE_KINDS } from "./paths";
import { parseSitemapPart } from "@/lib/site/sitemap-parts";
import { NOT_FOUND_PATH, UNKNOWN_POST_PATH } from "@/lib/site/not-found-paths";

// An unknown slug on a page rendered on demand would be rendered and its not-found answer written to Next's
// on-disk cache, one entry per address a stranger makes up. The proxy asks here first and sends an unknown slug
// to Next's one not-found page instead, which is cached once for all of them. The known slugs are read from
// the database at most once a minute; before an address is sent to the not-found page, this process asks the
// database whether a write to the catalogue expired any cache tag since it last asked (the tags every instance
// shares, lib/catalogue/tag-expirations.ts), and reads the lists again if one did. So a new city, brand or post
// answers on every instance as soon as the write that added it has refreshed the catalogue, on whichever
// instance that was.

type Kind = "city" | "brand" | "post";

/** How long a list of known slugs is used before it is read again. */
const KNOWN_SLUGS_TTL_MS = 60_000;

const LOADERS: Record<Kind, () => Promise<string[]>> = {
  // Past the catalogue cache: this list follows the tag expirations itself, and is read outside any page.
  city: async () => (await listCities.uncached()).map((city) => city.id),
  brand: async () => (await listBrands.uncached()).map((brand) => brand.slug),
  post: async () => (await listBlogPosts.uncached()).map((post) => post.slug),
};

const known = new LRUCache<Kind, ReadonlySet<string>>({
  max: 3,
  ttl: KNOWN_SLUGS_TTL_MS,
  // The previous list answers while the next is read, and stays when reading it fails.
  allowStale: true,
  allowStaleOnFetchRejection: true,
  noDeleteOnFetchRejection: true,
  fetchMethod: async (kind) => new Set(await LOADERS[kind]()),
});

const expirations = createTagFollower();

/**
 * Whether the catalogue changed since this process last asked (any tag expired), in which case the lists of
 * known slugs and pages are dropped, to be read again. False when the database cannot say.
 */
async function catalogueChanged(): Promise<boolean> {
  try {
    if ((await expirations.sync()).length === 0) return false;
  } catch {
    return false;
  }
  known.clear();
  forgetKnownPages();
  return true;
}

const CITY_PAGE = new RegExp(`^/(?:${CITY_PAGE_KINDS.join("|")})/([^/]+)(?:/|$)`);
const BRAND_PAGE = /^\/restaurant-nutrition\/([^/]+)(?:\/|$)/;
const POST_PAGE = /^\/blog\/([^/]+)(?:\/|$)/;
/** The blog's own files beside its posts. */
const BLOG_FILES = new Set(["rss.xml", "sitemap.xml"]);

/** The kind and slug of a page rendered on demand for a slug from the database, or null for any other path. */
export function slugOfPath(pathname: string): { kind: Kind; slug: string } | null {
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  const city = CITY_PAGE.exec(pathname)?.[1];
  if (city !== undefined) return { kind: "city", slug: decode(city) };
  const brand = BRAND_PAGE.exec(pathname)?.[1];
  if (brand !== undefined) return { kind: "brand", slug: decode(brand) };
  const post = POST_PAGE.exec(pathname)?.[1];
  if (post !== undefined && !BLOG_FILES.has(post)) return { kind: "post", slug: decode(post) };
  return null;
}

/** The folder of the sitemap's numbered parts (app/sitemaps/[part]), whose names are checked here too. */
const SITEMAP_PARTS = "/sitemaps/";

/**
 * Where to send a request for a city, brand or post that does not exist, or a page of a paged list that does not
 * (lib/pages/known-pages.ts): one fixed address per kind of not-found page, so it is rendered and cached once for
 * every unknown slug. Likewise for a sitemap part's name that no part can have. Null for any other path, and when
 * the database cannot be read (the page then says so itself).
 */
export async function notFoundRewrite(pathname: string): Promise<string | null> {
  // The not-found addresses themselves (npm start reads them at start): nothing to look up.
  if (pathname === NOT_FOUND_PATH || pathname === UNKNOWN_POST_PATH) return null;
  if (pathname.startsWith(SITEMAP_PARTS) && parseSitemapPart(pathname.slice(SITEMAP_PARTS.length)) === null) {
    return NOT_FOUND_PATH;
  }
  const target = slugOfPath(pathname);
  const verdict = await missingPage(pathname, target);
  // Before an address is refused, the lists it was refused by must be as new as the catalogue.
  if (verdict === null || !(await catalogueChanged())) return verdict;
  return missingPage(pathname, target);
}

async function missingPage(pathname: string, target: ReturnType<typeof slugOfPath>): Promise<string | null> {
  if (!target) return (await isMissingListPage(pathname)) ? NOT_FOUND_PATH : null;
  try {
    const slugs = await known.fetch(target.kind);
    if (!slugs || slugs.has(target.slug)) {
      // A known chain: its menu's category and page are checked too (lib/pages/known-pages.ts).
      return (await isMissingListPage(pathname)) ? NOT_FOUND_PATH : null;
    }
  } catch {
    return null;
  }
  return target.kind === "post" ? UNKNOWN_POST_PATH : NOT_FOUND_PATH;
}

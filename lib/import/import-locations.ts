import type postgres from "postgres";
import { licenceOf } from "@/lib/api/licence";
import { regenerateDownloads, type DownloadsReport } from "@/lib/downloads/generate";
import { callsIn } from "@/lib/downloads/transaction";
import type { LocationRow } from "./location-csv";
import type { RowError } from "./menu-csv";
import { RowsRejected } from "./import-menus";
import { Places, type Restaurant } from "./places";
import { affectedBy, type Affected } from "./refresh-site";
import { loadZipCentres } from "./zip-centres";

export type LocationReport = {
  citiesCreated: number;
  restaurantsCreated: number;
  locationsCreated: number;
  locationsUpdated: number;
  locationsUnchanged: number;
};

/** The slugs (public.name_slug) of the chains' names: a location of such a name joins that chain's menu. */
async function chainSlugs(sql: postgres.Sql): Promise<Set<string>> {
  const rows = await sql<{ slug: string }[]>`select public.name_slug(name) as slug from public.restaurants
    where is_chain`;
  return new Set(rows.map((row) => row.slug));
}

/** What the location import needs to check a file: the ZIP centres and the chains' names. */
export async function locationContext(sql: postgres.Sql) {
  const [zips, slugs] = await Promise.all([loadZipCentres(sql), chainSlugs(sql)]);
  return { zips, chainSlugs: slugs };
}

type Stored = {
  id: string;
  latitude: number | null;
  longitude: number | null;
  zip: string | null;
  source: string | null;
  source_url: string | null;
  as_of: string | null;
};
const COMPARED = ["latitude", "longitude", "zip", "source", "source_url", "as_of"] as const;

/**
 * Loads checked places in one transaction. A place whose name is a chain's (the same public.name_slug) is a
 * location of the chain, sharing its menu, unless its kind is `independent`; any other is an independent
 * restaurant, the one of that name with a location in the city, else a new one without meals. Cities are found
 * by name and state (created at the row's point when missing). The same place (restaurant, city and address,
 * case-insensitive) is updated only where its coordinates, ZIP or provenance differ, so importing a file twice
 * changes nothing; a file naming one place twice with different values is refused. The summaries and the places'
 * bulk files are refreshed in the same transaction.
 */
export async function importLocations(
  sql: postgres.Sql,
  rows: LocationRow[],
): Promise<
  | { ok: true; report: LocationReport; affected: Affected; downloads: DownloadsReport | null }
  | { ok: false; errors: RowError[] }
> {
  const report: LocationReport = {
    citiesCreated: 0,
    restaurantsCreated: 0,
    locationsCreated: 0,
    locationsUpdated: 0,
    locationsUnchanged: 0,
  };
  let affected: Affected = { cities: [], restaurantNames: [] };
  let downloads: DownloadsReport | null = null;
  try {
    await sql.begin(async (tx) => {
      const places = new Places(tx);
      const errors: RowError[] = [];
      const changed: { restaurantId: string; cityId: string }[] = [];
      // Whether a place in the bulk files (its source grants reuse, before or after) was added or changed.
      let reusableChanged = false;
      const reusable = (place: { source: string | null; source_url: string | null }) =>
        licenceOf(place.source, place.source_url).reusable;
      const seen = new Map<string, LocationRow>();

      for (const row of rows) {
        const city = await places.city(row.city, row.state, row);
        if ("error" in city) {
          errors.push({ line: row.line, reason: city.error });
          continue;
        }
        const chain = await places.chain(row.name);
        if (row.kind === "chain" && !chain) {
          errors.push({ line: row.line, reason: `no chain is named '${row.name}' (kind chain)` });
          continue;
        }
        const restaurant: Restaurant =
          chain && row.kind !== "independent"
            ? chain
            : ((await places.independent(row.name, city)) ??
              (await places.createIndependent(row.name, city, null)));

        const key = `${restaurant.id}|${city.id}|${row.address.toLowerCase()}`;
        const earlier = seen.get(key);
        if (earlier) {
          const same = COMPARED.every((field) => earlier[field] === row[field]);
          if (!same) {
            errors.push({
              line: row.line,
              reason: `the same place as line ${earlier.line}, with other values`,
            });
          } else report.locationsUnchanged += 1;
          continue;
        }
        seen.set(key, row);

        const [stored] = await tx<Stored[]>`select id, latitude, longitude, zip, source, source_url, as_of
          from public.locations where restaurant_id = ${restaurant.id} and city_id = ${city.id}
            and lower(btrim(address)) = lower(${row.address})`;
        if (!stored) {
          await tx`insert into public.locations
              (restaurant_id, city_id, address, latitude, longitude, zip, source, source_url, as_of)
            values (${restaurant.id}, ${city.id}, ${row.address}, ${row.latitude}, ${row.longitude}, ${row.zip},
              ${row.source}, ${row.source_url}, ${row.as_of})`;
          report.locationsCreated += 1;
          changed.push({ restaurantId: restaurant.id, cityId: city.id });
          reusableChanged ||= reusable(row);
          continue;
        }
        const changes: Partial<Record<(typeof COMPARED)[number], string | number | null>> = {};
        for (const field of COMPARED) if (stored[field] !== row[field]) changes[field] = row[field];
        if (Object.keys(changes).length === 0) {
          report.locationsUnchanged += 1;
          continue;
        }
        await tx`update public.locations set ${tx(changes)} where id = ${stored.id}`;
        report.locationsUpdated += 1;
        changed.push({ restaurantId: restaurant.id, cityId: city.id });
        reusableChanged ||= reusable(stored) || reusable(row);
      }
      if (errors.length) throw new RowsRejected(errors);
      report.citiesCreated = places.citiesCreated;
      report.restaurantsCreated = places.restaurantsCreated;
      affected = await affectedBy(tx, { places: changed });
      // The listings and city pages read materialized views: recompute them in the same transaction (a file
      // that changes nothing leaves them as they are).
      if (changed.length > 0 || places.citiesCreated > 0)
        await tx`select public.refresh_catalogue_summaries()`;
      // The places' bulk files, when a place in them changed, stored as this transaction commits
      // (lib/downloads/generate.ts).
      if (reusableChanged)
        downloads = await regenerateDownloads(callsIn(tx), { places: true, chains: () => false });
    });
  } catch (error) {
    if (error instanceof RowsRejected) return { ok: false, errors: error.errors };
    throw error;
  }
  return { ok: true, report, affected, downloads };
}

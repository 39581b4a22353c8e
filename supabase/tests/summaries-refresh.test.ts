import postgres from "postgres";
import { createTestDatabase, type TestDatabase } from "@/test/database";

// A site keeps answering from the previous summaries while refresh_catalogue_summaries() builds new ones: an
// import refreshes them inside its own transaction, which stays open until its commit, and the review desk calls
// it after an approval; a visitor's read must not wait for either (the pages' reads have a 3 s statement timeout;
// these readers allow 1 s).

let db: TestDatabase;
/** The import's connection. */
let importer: postgres.Sql;
/** A visitor's reads, as anon. */
let visitor: postgres.Sql;
/** Another session, to hold the refresh before its last view. */
let blocker: postgres.Sql;
let views: string[];

beforeAll(async () => {
  db = await createTestDatabase();
  importer = postgres(db.url, { max: 1, onnotice: () => {} });
  visitor = postgres(db.siteUrl, { max: 1, onnotice: () => {} });
  blocker = postgres(db.url, { max: 1, onnotice: () => {} });
  views = (
    await db.sql<{ name: string }[]>`select matviewname as name from pg_matviews
      where schemaname = 'public' order by matviewname`
  ).map((v) => v.name);
});
afterAll(async () => {
  await Promise.all([importer.end(), visitor.end(), blocker.end()]);
  await db.drop();
});

/** Runs the reads as a visitor does: role anon, and a statement that waits past 1 s fails. */
const asVisitor = <T>(reads: (tx: postgres.TransactionSql) => Promise<T>) =>
  visitor.begin(async (tx) => {
    await tx`set local role anon`;
    await tx`set local statement_timeout = '1s'`;
    return reads(tx);
  }) as Promise<T>;

/** The query's answer, or an error naming what the visitor could not read. */
async function named<T>(what: string, query: Promise<T>) {
  try {
    return await query;
  } catch (error) {
    throw new Error(`A visitor could not read ${what}: ${error instanceof Error ? error.message : error}`);
  }
}

/** What the pages read: a big chain's dialog, the largest city's page, the chain's nutrition page, the cities. */
type PageReads = {
  restaurant: { meals: unknown[] };
  city: unknown[];
  nutrition: { meals: unknown[] };
  cities: { id: string }[];
};

/** Each summary view's row count, and what the pages read from them, as a visitor. */
async function readPages() {
  return asVisitor(async (tx) => {
    const counts: Record<string, number> = {};
    for (const view of views) {
      const [row] = await named(
        view,
        tx.unsafe<{ n: number }[]>(`select count(*)::int as n from public.${view}`),
      );
      counts[view] = row!.n;
    }
    const [chain] = await tx<{ id: string; slug: string }[]>`select p.restaurant_id as id,
        public.name_slug(r.name) as slug
      from public.restaurant_places p join public.restaurants r on r.id = p.restaurant_id
      order by p.location_count desc, r.id limit 1`;
    const [city] = await tx<{ id: string }[]>`select city_id as id from public.city_stats
      order by location_count desc, city_id limit 1`;
    const [pages] = await named(
      "the pages' functions",
      tx<PageReads[]>`select public.get_restaurant(${chain!.id}::uuid) as restaurant,
        public.list_city_restaurants(${city!.id}) as city,
        public.get_restaurant_nutrition(${chain!.slug}) as nutrition,
        public.list_cities() as cities`,
    );
    return { counts, ...pages! };
  });
}

describe("refresh_catalogue_summaries", () => {
  it("leaves every summary view and the pages' reads answering while it is under way", async () => {
    const [fn] = await db.sql<{ body: string }[]>`select prosrc as body from pg_proc
      where oid = 'public.refresh_catalogue_summaries()'::regprocedure`;
    const refreshed = [
      ...fn!.body.matchAll(/refresh materialized view (?:concurrently )?public\.(\w+)/g),
    ].map((m) => m[1]!);
    expect([...refreshed].sort()).toEqual(views);
    const before = await readPages();

    // The refresh is held before its last view by another session's refresh of that view, left uncommitted (two
    // refreshes of one view never run at once), so every other view has been refreshed by a statement that has
    // not ended.
    const last = refreshed.at(-1)!;
    let refresh: Promise<unknown> = Promise.resolve();
    await blocker.begin(async (tx) => {
      await tx.unsafe(`refresh materialized view concurrently public.${last}`);
      const [session] = await importer<{ pid: number }[]>`select pg_backend_pid() as pid`;
      refresh = importer`select public.refresh_catalogue_summaries()`;
      refresh.catch(() => {});
      let waiting = false;
      // Room for a busy machine: the views before the last take 10 to 30 s on two shared cores.
      for (let tries = 0; !waiting && tries < 3600; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const [state] = await tx<{ waiting: boolean }[]>`select exists (
            select 1 from pg_locks where pid = ${session!.pid} and not granted
              and relation = ${`public.${last}`}::regclass
          ) as waiting`;
        waiting = state!.waiting;
      }
      expect(waiting).toBe(true);
      expect(await readPages()).toEqual(before);
    });
    await refresh;
  }, 300_000);

  it("serves the previous summaries until the refreshing transaction commits, then the new ones", async () => {
    const cityId = "refreshton";
    await importer.begin(async (tx) => {
      // What an import adds: a city with a place.
      await tx`insert into public.cities (id, name, state) values (${cityId}, 'Refreshton', 'ZZ')`;
      const [restaurant] =
        await tx`insert into public.restaurants (name) values ('Refreshton Grill') returning id`;
      await tx`insert into public.locations (restaurant_id, city_id, address)
        values (${restaurant!.id}, ${cityId}, '1 Main St, Refreshton, ZZ 99999')`;
      await tx`select public.refresh_catalogue_summaries()`;
      const [inside] = await tx<{ n: number }[]>`select location_count as n from public.city_stats
        where city_id = ${cityId}`;
      expect(inside?.n).toBe(1);

      const during = await readPages();
      expect(during.cities.map((c) => c.id)).not.toContain(cityId);
      expect(during.restaurant.meals.length).toBeGreaterThan(0);
      expect(during.city.length).toBeGreaterThan(0);
      expect(during.nutrition.meals.length).toBeGreaterThan(0);
    });

    const after = await readPages();
    expect(after.cities.map((c) => c.id)).toContain(cityId);
  }, 300_000);
});

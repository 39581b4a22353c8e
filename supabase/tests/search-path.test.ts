// Invoker functions and the caller's search_path (supabase/migrations/20261125000900_harden_functions.sql): a
// function whose search_path is not pinned resolves an unqualified name through its caller's, which a caller could
// point at objects of its own. Pinned: every PL/pgSQL function and the API's entry points. Left unpinned, so the
// planner can still inline them: the SQL helpers evaluated per row inside other queries; these must name every
// table, function and type with its schema.
import type postgres from "postgres";
import { createTestDatabase, type TestDatabase } from "@/test/database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const UNPINNED = `
  from pg_proc p join pg_language l on l.oid = p.prolang
  where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
    and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`;

/**
 * The unpinned functions whose bodies do not resolve without a search_path: each is created again, in a
 * transaction that is rolled back, with an empty search_path and its body checked, so every name in it must
 * carry its schema (pg_catalog is always searched).
 */
async function unresolved(tx: postgres.TransactionSql): Promise<string[]> {
  const functions = await tx.unsafe<{ oid: number; name: string }[]>(
    `select p.oid::int as oid, p.oid::regprocedure::text as name ${UNPINNED} order by 2`,
  );
  const failures: string[] = [];
  for (const { oid, name } of functions) {
    await tx.unsafe("savepoint probe");
    try {
      await tx.unsafe("set local search_path = ''");
      await tx.unsafe("set local check_function_bodies = on");
      const [{ definition }] = (await tx.unsafe("select pg_get_functiondef($1) as definition", [
        oid,
      ])) as unknown as [{ definition: string }];
      await tx.unsafe(definition);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
    await tx.unsafe("rollback to savepoint probe");
  }
  return failures;
}

const rolledBack = <T>(work: (tx: postgres.TransactionSql) => Promise<T>) =>
  db.sql
    .begin(async (tx) => {
      throw { result: await work(tx) };
    })
    .catch((thrown: { result?: T }) => {
      if (thrown && "result" in thrown) return thrown.result as T;
      throw thrown;
    });

describe("functions and the caller's search_path", () => {
  it("pins it on every PL/pgSQL function and every SQL function that nothing else in the schema calls", async () => {
    const exposed = await db.sql.unsafe<{ name: string }[]>(`
      select p.oid::regprocedure::text as name ${UNPINNED}
        and (l.lanname <> 'sql'
          or (not exists (select 1 from pg_proc other where other.pronamespace = p.pronamespace
                and other.oid <> p.oid and other.prosrc ~ ('\\m' || p.proname || '\\('))
              and not exists (select 1 from pg_depend d where d.refclassid = 'pg_proc'::regclass
                and d.refobjid = p.oid and d.deptype = 'n')))
      order by 1`);
    expect(exposed.map((row) => row.name)).toEqual([]);
    // The site's entry points among them.
    const [city] = await db.sql<{ config: string[] | null }[]>`
      select proconfig as config from pg_proc where oid = 'public.get_city(text)'::regprocedure`;
    expect(city!.config).toEqual(['search_path=""']);
  });

  it("leaves only SQL helpers unpinned, and each names everything with its schema", async () => {
    const languages = await db.sql.unsafe<{ lanname: string }[]>(`select distinct l.lanname ${UNPINNED}`);
    expect(languages.map((row) => row.lanname)).toEqual(["sql"]);
    expect(await rolledBack(unresolved)).toEqual([]);
  });

  it("would catch a helper that names a table without its schema", async () => {
    const failures = await rolledBack(async (tx) => {
      await tx.unsafe(`create function public.search_path_probe() returns bigint language sql stable
        as 'select count(*) from meals'`);
      return unresolved(tx);
    });
    expect(failures).toEqual([
      expect.stringMatching(/^search_path_probe\(\): relation "meals" does not exist/),
    ]);
  });
});

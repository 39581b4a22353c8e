import postgres from "postgres";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { SITE_ROLE } from "./site-role";

let db: TestDatabase;
let site: postgres.Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  site = postgres(db.siteUrl, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await site.end();
  await db.drop();
});

describe("the role the site logs in as (supabase/site-role.sql)", () => {
  it("is the site's login, with no power of its own: it can only switch to the API roles", async () => {
    const [{ current_user }] = (await site`select current_user`) as unknown as [{ current_user: string }];
    expect(current_user).toBe(SITE_ROLE);
    const [role] =
      await db.sql`select rolsuper, rolinherit, rolcreatedb, rolcreaterole, rolbypassrls, rolcanlogin
      from pg_roles where rolname = ${SITE_ROLE}`;
    expect(role).toEqual({
      rolsuper: false,
      rolinherit: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolbypassrls: false,
      rolcanlogin: true,
    });
    // The API roles, switched to per call (not inherited); and the accounts tables' role, inherited: the sign-in
    // library reads and writes its tables as the connection's own role.
    const granted = await db.sql<{ rolname: string; inherit_option: boolean }[]>`select r.rolname,
        m.inherit_option from pg_auth_members m
      join pg_roles r on r.oid = m.roleid join pg_roles u on u.oid = m.member
      where u.rolname = ${SITE_ROLE} order by 1`;
    expect(granted).toEqual([
      { rolname: "anon", inherit_option: false },
      { rolname: "authenticated", inherit_option: false },
      { rolname: "local_accounts", inherit_option: true },
      { rolname: "service_role", inherit_option: false },
    ]);
    // What it inherits is the accounts schema alone.
    const [schemas] = await db.sql`select array_agg(n.nspname order by n.nspname) as names from pg_namespace n
      where has_schema_privilege(${SITE_ROLE}, n.oid, 'USAGE') and n.nspname not in ('public', 'pg_catalog',
        'information_schema') and n.nspname not like 'pg\_%'`;
    expect(schemas!.names).toContain("local_auth");
  });

  it("reads and writes nothing directly: no table, no function, no schema object of its own", async () => {
    const refused = (query: Promise<unknown>) =>
      query.then(
        () => "allowed",
        (error: { code?: string }) => error.code,
      );
    // 42501: insufficient privilege.
    expect(await refused(site`select count(*) from public.meals`)).toBe("42501");
    expect(await refused(site`delete from public.meal_requests`)).toBe("42501");
    expect(await refused(site`select public.list_cities()`)).toBe("42501");
    expect(await refused(site.unsafe("create table public.site_role_probe (id int)"))).toBe("42501");
    expect(await refused(site.unsafe("alter system set synchronous_commit = off"))).toBe("42501");
  });

  it("calls the API as the site does, through the roles it switches to", async () => {
    const cities = (await db.api.call("list_cities", {}, null)) as unknown[];
    expect(cities.length).toBeGreaterThan(0);
  });
});

// Describes the database that a set of migrations builds, from the catalogs, so two histories can be compared:
//
//   npx tsx scripts/schema-fingerprint.ts [folder]        prints the description of <folder>/supabase (default: .)
//   npx tsx scripts/schema-fingerprint.ts --diff <ref>    compares <ref>'s supabase/ (a git ref) with this folder's;
//                                                         exits 1 and prints every difference when they differ
//
// Each migration set is applied by the site's own migrator to a fresh, throwaway PostgreSQL cluster (role settings
// are per cluster), then the seed is loaded. The description is a sorted list of entries, one per object: every
// function's definition, comment and execute rights (the default rights spelled out where none were set); every
// table's and view's columns, defaults, constraints, comments, rights and row-level security; indexes, view
// definitions, policies, triggers, the API roles' settings, extensions, storage buckets; each table's row count and
// content hash after the migrations and after the seed; and a hash of what the city pages and listings answer.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { adminPassword, LOCAL_USER, localUrl } from "../lib/local-database/embedded";
import { migrate } from "../lib/local-database/migrations";
import { startPostgres } from "../lib/local-database/postgres-process";

type Entry = { key: string; text: string };

const ROLES = ["anon", "authenticated", "service_role"];

async function describe(sql: postgres.Sql): Promise<Entry[]> {
  const entries: Entry[] = [];
  const add = (rows: { key: string; text: string | null }[]) =>
    rows.forEach((row) => entries.push({ key: row.key, text: row.text ?? "" }));

  add(
    await sql`
    select 'extension ' || e.extname as key, e.extversion || ' in ' || n.nspname as text
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  );

  add(
    await sql`
    select 'function ' || p.oid::regprocedure::text as key,
      pg_get_functiondef(p.oid) || E'\n-- acl: ' || array_to_string(array(
        select x from unnest(coalesce(p.proacl, acldefault('f', p.proowner))) x order by x::text), ',')
      || E'\n-- comment: ' || coalesce(obj_description(p.oid, 'pg_proc'), '') as text
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and not exists (
      select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );

  add(
    await sql`
    select 'relation ' || c.oid::regclass::text as key,
      c.relkind::text || ' rls=' || c.relrowsecurity::text || ' force=' || c.relforcerowsecurity::text
      || E'\n-- acl: ' || array_to_string(array(
        select x from unnest(coalesce(c.relacl, acldefault('r', c.relowner))) x order by x::text), ',')
      || E'\n-- comment: ' || coalesce(obj_description(c.oid, 'pg_class'), '') as text
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`,
  );

  // Columns keyed by their position among the live columns (a dropped column leaves a gap in attnum).
  add(
    await sql`
    select 'column ' || c.oid::regclass::text || ' #' || row_number() over (partition by c.oid order by a.attnum)
      || ' ' || a.attname as key,
      format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
      || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
      || case a.attgenerated when 's' then ' generated' else '' end
      || case a.attidentity when '' then '' else ' identity ' || a.attidentity::text end
      || coalesce(' collate ' || nullif(co.collname, 'default'), '')
      || coalesce(E'\n-- comment: ' || col_description(c.oid, a.attnum), '') as text
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_collation co on co.oid = a.attcollation
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
  );

  add(
    await sql`
    select 'constraint ' || c.conrelid::regclass::text || ' ' || c.conname as key,
      pg_get_constraintdef(c.oid) || case when c.convalidated then '' else ' (not validated)' end as text
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'public' and c.conrelid <> 0`,
  );

  add(
    await sql`
    select 'index ' || schemaname || '.' || indexname as key, indexdef as text
    from pg_indexes where schemaname = 'public'`,
  );

  add(
    await sql`
    select 'view ' || c.oid::regclass::text as key, pg_get_viewdef(c.oid) as text
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('v', 'm')`,
  );

  add(
    await sql`
    select 'policy ' || schemaname || '.' || tablename || ' ' || policyname as key,
      permissive || ' ' || cmd || ' to ' || array_to_string(array(select r from unnest(roles) r order by r), ',')
      || ' using (' || coalesce(qual, '') || ') check (' || coalesce(with_check, '') || ')' as text
    from pg_policies where schemaname in ('public', 'storage')`,
  );

  add(
    await sql`
    select 'trigger ' || t.tgrelid::regclass::text || ' ' || t.tgname as key,
      pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text as text
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal`,
  );

  add(
    await sql`
    select 'role ' || r.rolname as key,
      coalesce(array_to_string(array(select x from unnest(r.rolconfig) x order by x), ','), '')
      || coalesce(' in database: ' || array_to_string(array(
        select x from pg_db_role_setting s, unnest(s.setconfig) x
        where s.setrole = r.oid and s.setdatabase = (select oid from pg_database where datname = current_database())
        order by x), ','), '') as text
    from pg_roles r where r.rolname = any (${ROLES})`,
  );

  add(
    await sql`
    select 'bucket ' || id as key, (row_to_json(b)::jsonb - 'created_at' - 'updated_at')::text as text
    from storage.buckets b`,
  );

  return entries;
}

// Timestamps are the time of loading, different on every run: they are left out of the content hashes.
const WITHOUT_TIMES = `'"(created|updated)_at": "[^"]*"'`;

/** Row count and a hash of the rows of every table and materialized view in public. */
async function rowCounts(sql: postgres.Sql, stage: string): Promise<Entry[]> {
  // Columns filled by a random or clock default (a blog post's id) differ on every run too.
  const relations = await sql<{ name: string; random: string[] }[]>`
    select c.oid::regclass::text as name, array(
      select a.attname::text from pg_attribute a join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and pg_get_expr(d.adbin, d.adrelid) ~ '(gen_random_uuid|now)\\(\\)') as random
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'm') order by 1`;
  const entries: Entry[] = [];
  for (const { name, random } of relations) {
    const [row] = await sql.unsafe<{ text: string }[]>(
      `select count(*) || ' rows, md5 ' || coalesce(md5(string_agg(x.row, E'\\n' order by x.row)), '-') as text
       from (select regexp_replace((to_jsonb(t) - $1::text[])::text, ${WITHOUT_TIMES}, '', 'g') as row
             from ${name} t) x`,
      [random],
    );
    entries.push({ key: `rows ${stage} ${name}`, text: row?.text ?? "" });
  }
  return entries;
}

/** What the read API answers on the seed: the city pages for every city, and every listing. */
async function readResults(sql: postgres.Sql): Promise<Entry[]> {
  const calls = [
    ["city pages", "public.list_city_restaurants(c.id)::jsonb"],
    ["high-protein city pages", "public.get_high_protein_restaurants(c.id)::jsonb"],
    ["breakfast city pages", "public.get_high_protein_breakfast_restaurants(c.id)::jsonb"],
    ["lean breakfast city pages", "public.get_lean_high_protein_breakfast_restaurants(c.id)::jsonb"],
  ];
  const entries: Entry[] = [];
  for (const [name, call] of calls) {
    const [row] = await sql.unsafe<{ text: string }[]>(`
      select md5(string_agg(c.id || ' ' || regexp_replace((${call})::text, ${WITHOUT_TIMES}, '', 'g'), E'\\n'
        order by c.id)) as text
      from public.cities c`);
    entries.push({ key: `results ${name}`, text: row?.text ?? "" });
  }
  const [listings] = await sql<{ text: string }[]>`
    select md5(string_agg(rule || ' ' || sort || ' ' || public.list_restaurant_brands_by_rule(rule, 20, sort)::text,
      E'\\n' order by rule, sort)) as text
    from unnest(array['high_protein', 'lean_protein', 'lunch', 'dinner', 'gluten_free', 'keto_friendly',
      'diabetic_options']) rule, unnest(array['protein', 'protein_per_calorie']) sort`;
  entries.push({ key: "results listings", text: listings?.text ?? "" });
  return entries;
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen({ host: "127.0.0.1", port: 0 }, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Builds a fresh cluster from <projectRoot>/supabase and describes it. */
export async function fingerprint(projectRoot: string): Promise<Entry[]> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "macro-fingerprint-"));
  const dataDir = path.join(folder, "postgres");
  execFileSync("chmod", ["755", folder]);
  const port = await freePort();
  const server = await startPostgres({
    dataDir,
    port,
    user: LOCAL_USER,
    password: adminPassword(dataDir),
    settings: { listen_addresses: "127.0.0.1", unix_socket_directories: "", fsync: "off" },
  });
  try {
    const url = localUrl(port, "postgres", adminPassword(dataDir));
    await migrate(url, { seed: false, projectRoot });
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const entries = [...(await describe(sql)), ...(await rowCounts(sql, "after migrations"))];
      await migrate(url, { seed: true, projectRoot });
      entries.push(...(await rowCounts(sql, "after seed")), ...(await readResults(sql)));
      return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    } finally {
      await sql.end();
    }
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

const print = (entries: Entry[]) => entries.map((e) => `== ${e.key}\n${e.text}`).join("\n");

function difference(before: Entry[], after: Entry[]) {
  const old = new Map(before.map((e) => [e.key, e.text]));
  const now = new Map(after.map((e) => [e.key, e.text]));
  const lines: string[] = [];
  for (const [key, text] of old) {
    if (!now.has(key)) lines.push(`### only in the reference: ${key}\n${text}`);
    else if (now.get(key) !== text)
      lines.push(`### changed: ${key}\n<<< reference\n${text}\n>>> this folder\n${now.get(key)}`);
  }
  for (const [key, text] of now) if (!old.has(key)) lines.push(`### only in this folder: ${key}\n${text}`);
  return lines;
}

async function main(args: string[]) {
  if (args[0] === "--diff") {
    const ref = args[1];
    if (!ref) throw new Error("Usage: schema-fingerprint.ts --diff <git ref>");
    const reference = mkdtempSync(path.join(os.tmpdir(), "macro-reference-"));
    try {
      const archive = execFileSync("git", ["archive", ref, "supabase"], { maxBuffer: 1 << 30 });
      execFileSync("tar", ["-x", "-C", reference], { input: archive });
      const [before, after] = [await fingerprint(reference), await fingerprint(process.cwd())];
      const lines = difference(before, after);
      console.log(
        lines.length === 0
          ? `Identical: ${after.length} entries, the same in ${ref} and in this folder.`
          : lines.join("\n\n"),
      );
      if (lines.length > 0) process.exitCode = 1;
    } finally {
      rmSync(reference, { recursive: true, force: true });
    }
    return;
  }
  console.log(print(await fingerprint(path.resolve(args[0] ?? "."))));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

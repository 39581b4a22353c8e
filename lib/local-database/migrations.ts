// Applies supabase/migrations in order to a local or DATABASE_URL database, once each, recording them in the
// same ledger the Supabase CLI keeps, and loads the seed into an empty database.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { ALL_DOWNLOADS, regenerateDownloads } from "../downloads/generate";
import { callsIn } from "../downloads/transaction";

const root = (projectRoot = process.cwd()) => path.join(projectRoot, "supabase");

function sqlFiles(dir: string) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, path: path.join(dir, name) }));
}

const migrationFiles = (projectRoot?: string) => sqlFiles(path.join(root(projectRoot), "migrations"));
const seedFiles = (projectRoot?: string) => sqlFiles(path.join(root(projectRoot), "seed"));

/** The code that writes a new database's bulk files after its seed (lib/downloads). */
const DOWNLOADS_CODE = ["lib/downloads/files.ts", "lib/downloads/generate.ts", "lib/api/licence.ts"];

/** A fingerprint of everything that shapes a fresh database: a changed file means a new template. */
export function schemaFingerprint(projectRoot?: string) {
  const hash = createHash("sha1");
  const files = [
    { name: "bootstrap.sql", path: path.join(root(projectRoot), "bootstrap.sql") },
    ...migrationFiles(projectRoot),
    { name: "site-role.sql", path: path.join(root(projectRoot), "site-role.sql") },
    ...seedFiles(projectRoot),
    ...DOWNLOADS_CODE.map((file) => ({ name: file, path: path.join(projectRoot ?? process.cwd(), file) })),
  ];
  for (const file of files) hash.update(file.name).update(readFileSync(file.path));
  return hash.digest("hex").slice(0, 12);
}

type MigrationReport = { applied: string[]; seeded: boolean; downloads: boolean };

export async function migrate(url: string, options: { seed?: boolean; projectRoot?: string } = {}) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const report: MigrationReport = { applied: [], seeded: false, downloads: false };
  try {
    await sql.unsafe(readFileSync(path.join(root(options.projectRoot), "bootstrap.sql"), "utf8")).simple();
    // Each applied version with the text this runner applied (one statement, the whole file); the Supabase CLI
    // stores a file as its separate statements, which are not compared.
    const applied = new Map(
      (
        await sql<{ version: string; statements: string[] | null }[]>`
          select version, statements from supabase_migrations.schema_migrations`
      ).map((row) => [row.version, row.statements?.length === 1 ? row.statements[0]! : null]),
    );
    const files = migrationFiles(options.projectRoot).map((file) => {
      const [version = "", ...words] = file.name.replace(/\.sql$/, "").split("_");
      return { file: file.name, version, label: words.join("_"), text: readFileSync(file.path, "utf8") };
    });
    // A database built from migration files that are no longer in the folder, or that changed after it was built
    // (the history is rewritten in place before the first deployment), cannot take the files as they are now: say
    // so instead of failing on the first "already exists" or silently keeping the old definitions.
    const known = new Set(files.map((migration) => migration.version));
    const gone = [...applied.keys()].filter((version) => !known.has(version));
    const changed = files.filter(({ version, text }) => {
      const before = applied.get(version);
      return before != null && before !== text;
    });
    if (gone.length > 0 || changed.length > 0)
      throw new Error(
        [
          gone.length > 0 &&
            `This database was built from migrations that are no longer in supabase/migrations (${gone.join(", ")}).`,
          changed.length > 0 &&
            `These migrations changed after this database was built: ${changed.map((m) => m.file).join(", ")}.`,
          "For the embedded database run `npm run db:reset` (it deletes the local data); for your own database, " +
            "recreate it and run `npm run db:migrate`.",
        ]
          .filter(Boolean)
          .join(" "),
      );
    for (const { file, version, label, text } of files) {
      if (!version || applied.has(version)) continue;
      await sql.begin(async (tx) => {
        await tx.unsafe(text).simple();
        await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
                 values (${version}, ${label}, ${[text]})`;
      });
      report.applied.push(file);
    }
    // The site's own login role and its grants, after the migrations that create what it is granted.
    await sql.unsafe(readFileSync(path.join(root(options.projectRoot), "site-role.sql"), "utf8")).simple();
    if (options.seed !== false) {
      // An empty catalogue means a new database: load the seed (in one transaction, so it is all or nothing).
      const [row] = await sql<{ empty: boolean }[]>`select not exists (select 1 from public.cities)
        and not exists (select 1 from public.restaurants) and not exists (select 1 from public.blog_posts) as empty`;
      if (row?.empty && seedFiles(options.projectRoot).length > 0) {
        await sql.begin(async (tx) => {
          for (const file of seedFiles(options.projectRoot))
            await tx.unsafe(readFileSync(file.path, "utf8")).simple();
          await regenerateDownloads(callsIn(tx), ALL_DOWNLOADS);
        });
        report.seeded = true;
        report.downloads = true;
      }
    }
    // The bulk files are written by the imports; a database that has never had them (seeded before they were
    // stored, or loaded by other means) gets them now.
    const [stored] = await sql<{ index: boolean }[]>`select exists (select 1 from public.download_files
      where name = 'index.json') as index`;
    if (!stored?.index) {
      await sql.begin((tx) => regenerateDownloads(callsIn(tx), ALL_DOWNLOADS));
      report.downloads = true;
    }
  } finally {
    await sql.end();
  }
  return report;
}

/** Creates the database named in `url` if it does not exist, connecting to the server's `postgres` database. */
export async function createDatabaseIfMissing(url: string, template?: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${name}`;
    if (rows.length > 0) return false;
    await sql.unsafe(
      `create database "${name.replaceAll('"', '""')}"${template ? ` template "${template.replaceAll('"', '""')}"` : ""}`,
    );
    return true;
  } finally {
    await sql.end();
  }
}

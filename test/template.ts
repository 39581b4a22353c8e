// The migrated and seeded database that every test database is copied from; its name changes with the schema.
import postgres from "postgres";
import { createDatabaseIfMissing, migrate, schemaFingerprint } from "../lib/local-database/migrations";

const templateName = () => `macro_tpl_${schemaFingerprint()}`;

export function withDatabase(url: string, database: string) {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/**
 * The statement that copies the template into a new database. File by file: the default (WAL_LOG) writes every
 * block of the seeded template to the write-ahead log, 2.5 times as long for each of the suite's many copies.
 */
export const copyTemplateStatement = (name: string) =>
  `create database "${name}" template "${templateName()}" strategy file_copy`;

export async function ensureTemplate(serverUrl: string) {
  const name = templateName();
  const admin = postgres(withDatabase(serverUrl, "postgres"), { max: 1, onnotice: () => {} });
  try {
    const exists = await admin`select 1 from pg_database where datname = ${name}`;
    if (exists.length === 0) {
      const building = `${name}_building`;
      await admin.unsafe(`drop database if exists "${building}" with (force)`);
      await createDatabaseIfMissing(withDatabase(serverUrl, building));
      await migrate(withDatabase(serverUrl, building));
      await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    }
    // Templates of older schemas and test databases left by an interrupted run.
    const stale = await admin<{ datname: string }[]>`
      select datname from pg_database
      where (datname like 'macro\_tpl\_%' and datname <> ${name} and datname not like '%\_building')
         or (datname like 'macro\_test\_%' and datname not in (
              select datname from pg_stat_activity where datname is not null))`;
    for (const { datname } of stale) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
  return name;
}

import { adminDatabaseUrl } from "../lib/local-database/site-role";
import { prepareDatabase, type PreparedDatabase } from "../scripts/database";
import { ensureTemplate } from "./template";

declare global {
  var __testDatabase: PreparedDatabase | undefined;
}

export default async function globalSetup() {
  if (!process.env.DATABASE_URL) {
    // Run without the launcher (plain `npx jest`): start the embedded database for this run.
    globalThis.__testDatabase = await prepareDatabase({ quiet: true });
    process.env.DATABASE_URL = globalThis.__testDatabase.url;
    process.env.DATABASE_ADMIN_URL = globalThis.__testDatabase.adminUrl;
  }
  const admin = adminDatabaseUrl();
  if (!admin) throw new Error("Database tests need PostgreSQL; Supabase mode cannot run them.");
  await ensureTemplate(admin);
}

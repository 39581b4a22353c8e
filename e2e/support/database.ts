// The tests' own connection to the site's database, to check what a page shows against the rows behind it.
// One per worker, closed when idle rather than in an afterAll hook: the tests run fully parallel, so a worker can
// come back to a spec file after its afterAll has run, and a connection ended there would fail that later test.
import postgres from "postgres";
import { adminDatabaseUrl } from "../../lib/local-database/site-role";

export const sql = postgres(adminDatabaseUrl()!, { max: 1, idle_timeout: 2 });

// `npm run db:reset`: deletes the embedded database's data; the next launch recreates and reseeds it.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { dataDirectory } from "../lib/local-database/embedded";

const dir = dataDirectory();
if (existsSync(path.join(dir, "postmaster.pid"))) {
  console.error("The embedded database is running (or did not shut down cleanly): stop 'npm run dev' first.");
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
console.log(`Deleted ${dir}. The next 'npm run dev' starts from the seed again.`);

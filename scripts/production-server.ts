// Starts the production build (server/serve.ts as the build compiled it, as `npm start` does) for the fuzz, the load benchmark and the
// fault test, on loopback, with offline reverse geocoding so that no traffic leaves this machine.
import { spawn } from "node:child_process";

export type ProductionServer = { baseUrl: string; pid: number; stop: () => void };

/**
 * With `onOutput`, what the server prints (its log, standard output and error) is passed to it; otherwise it is
 * dropped. `cwd`: the folder whose build it serves (another instance's copy), by default this one.
 */
export async function startProductionServer(
  port: number | string,
  env: Record<string, string> = {},
  onOutput?: (text: string) => void,
  cwd?: string,
): Promise<ProductionServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn("node", [".next/serve/serve.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", onOutput ? "pipe" : "ignore", onOutput ? "pipe" : "inherit"],
    env: { ...process.env, REVERSE_GEOCODING: "offline", ...env },
    cwd,
  });
  server.stdout?.setEncoding("utf8").on("data", (text: string) => onOutput?.(text));
  // Its warnings and errors are part of its log too, and still shown.
  server.stderr?.setEncoding("utf8").on("data", (text: string) => {
    onOutput?.(text);
    process.stderr.write(text);
  });
  const stop = () => void server.kill("SIGTERM");
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null)
      throw new Error("The server exited before it was ready (is there a build?).");
    if (
      await fetch(baseUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, pid: server.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`No server at ${baseUrl} after 60 s.`);
}

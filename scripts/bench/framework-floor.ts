// What the framework alone costs on a phone-like CPU: builds a page with nothing of the site's (a heading and a
// paragraph in a bare layout, no client component of its own) with this project's Next.js and React, serves it with
// plain `next start`, and runs `npm run lighthouse` on it and on its copy without scripts, with the same CPU slowdown
// rule. No page of the site can block the main thread for less than this one does.
// Usage: npm run bench:framework-floor [-- --runs=N] [--cpu=N]
// (BENCH_PORT, default 3127). The page is built in .next/framework-floor, which the site's own build replaces.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const FOLDER = path.join(ROOT, ".next", "framework-floor");
const PORT = process.env.BENCH_PORT ?? "3127";
const next = path.join(ROOT, "node_modules", ".bin", "next");

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "framework-floor", private: true }),
  // Inside this project, so that its node_modules are found; Turbopack is told that the project is the root.
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  "app/layout.tsx": `export const metadata = { title: "Healthy restaurants", description: "A page with nothing of the site's." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/page.tsx": `export default function Page() {
  return <main><h1>Healthy restaurants near you</h1><p>A page with no component of the site's.</p></main>;
}
`,
};

rmSync(FOLDER, { recursive: true, force: true });
for (const [name, text] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(FOLDER, name)), { recursive: true });
  writeFileSync(path.join(FOLDER, name), text);
}
const build = spawnSync(next, ["build"], { cwd: FOLDER, stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) throw new Error("The bare page did not build.");

const server = spawn(next, ["start", "-p", PORT, "-H", "127.0.0.1"], { cwd: FOLDER, stdio: "ignore" });
const base = `http://127.0.0.1:${PORT}`;
try {
  for (let i = 0; ; i += 1) {
    if (
      await fetch(base).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (i >= 60) throw new Error(`No server at ${base} after 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const passed = process.argv.slice(2).filter((arg) => /^--(runs|cpu)=/.test(arg));
  spawnSync("tsx", ["scripts/lighthouse.ts", "--pages=/", "--static", ...passed], {
    stdio: "inherit",
    env: { ...process.env, LIGHTHOUSE_BASE_URL: base },
  });
} finally {
  server.kill("SIGTERM");
}

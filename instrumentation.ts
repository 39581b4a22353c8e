// Start-up lines of a server (Next calls register once when it starts, under `npm start` and plain `next start`
// alike): what the site will not do with its settings, said once instead of discovered later.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startupWarnings } = await import("./lib/security/startup-warnings");
  for (const line of startupWarnings(process.env)) console.warn(line);
}

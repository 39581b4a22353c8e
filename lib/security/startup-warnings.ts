import { accountMailWarning } from "@/lib/auth/mail-mode";

/** The line of a production server started without TRUSTED_PROXY_HOPS, or null. */
function proxyHopsWarning(env: Record<string, string | undefined>): string | null {
  if (env.NODE_ENV !== "production" || env.TRUSTED_PROXY_HOPS?.trim()) return null;
  return (
    "TRUSTED_PROXY_HOPS is not set: each request's connection is taken as its client, so behind a proxy, load " +
    "balancer or CDN every visitor shares one rate limit. Set it to the number of proxies in front (0 when none)."
  );
}

/** What a starting server says about its settings: each line names the setting that changes it. */
export function startupWarnings(env: Record<string, string | undefined>): string[] {
  return [accountMailWarning(env), proxyHopsWarning(env)].filter((line): line is string => line !== null);
}

import { accountMailWarning } from "@/lib/auth/mail-mode";

/** What a starting server says about its settings: each line names the setting that changes it. */
export function startupWarnings(env: Record<string, string | undefined>): string[] {
  return [accountMailWarning(env)].filter((line): line is string => line !== null);
}

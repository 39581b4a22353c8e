import "server-only";

// The account emails of the site's own accounts (better-auth, lib/auth/local-auth.ts). The default database has no
// mail server: each email is printed to the server log, link included, for whoever runs the site to pass on or
// open. On Supabase, Supabase Auth sends its own.

export type AccountEmail = { to: string; subject: string; text: string };

export function sendAccountEmail({ to, subject, text }: AccountEmail) {
  console.log(`Account email to ${to}: ${subject}\n${text}`);
}

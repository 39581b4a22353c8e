import "server-only";
import { accountMailMode, linkBase } from "./mail-mode";

// The account emails of the site's own accounts (better-auth, lib/auth/local-auth.ts), sent where
// lib/auth/mail-mode.ts says: through SMTP_URL (nodemailer); printed to the server log, link included, on the
// embedded default database, whose log is read by the person running it; or nowhere when mail is off. A link is
// never written to the log in any other case, and a failed send logs no link.

export type AccountEmail = { to: string; subject: string; text: string };

type Transport = { sendMail: (mail: AccountEmail & { from: string }) => Promise<unknown> };
const store = globalThis as typeof globalThis & { __mailTransport?: Promise<Transport> };

function transport(url: string): Promise<Transport> {
  store.__mailTransport ??= import("nodemailer").then(({ createTransport }) => createTransport(url));
  return store.__mailTransport;
}

/** The sender: MAIL_FROM, else no-reply at the site's public address's host. */
function sender(env = process.env) {
  return env.MAIL_FROM?.trim() || `MacroMenu <no-reply@${new URL(linkBase(env).url).hostname}>`;
}

/** A link to `path` on the site's public address, with its token. */
export function accountLink(path: string, token: string) {
  return `${linkBase(process.env).url}${path}?token=${encodeURIComponent(token)}`;
}

export async function sendAccountEmail({ to, subject, text }: AccountEmail) {
  switch (accountMailMode(process.env)) {
    case "log":
      console.log(`Account email to ${to}: ${subject}\n${text}`);
      return;
    case "smtp":
      try {
        await (await transport(process.env.SMTP_URL!.trim())).sendMail({ from: sender(), to, subject, text });
      } catch (error) {
        console.error(`An account email (${subject}) could not be sent: ${(error as Error).message}`);
      }
      return;
    default:
      return;
  }
}

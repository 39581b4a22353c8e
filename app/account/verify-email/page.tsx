import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { verifyEmail } from "@/lib/auth/door";
import { PATHS } from "@/lib/pages/paths";

export const metadata: Metadata = {
  title: "Confirm your email",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Opened from the link sent at sign-up: confirms that the account's owner has its email. */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const confirmed = typeof token === "string" && token.length <= 2000 && (await verifyEmail(token));
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Confirm your email</h1>
      <p>
        {confirmed
          ? "Your email is confirmed. Thank you."
          : "This confirmation link is not valid or has expired."}{" "}
        <Link href={PATHS.account} className="font-medium text-primary underline underline-offset-4">
          Your account
        </Link>
      </p>
    </div>
  );
}

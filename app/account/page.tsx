import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { SubmissionStatusCard } from "@/components/review/submission-status";
import { currentUser } from "@/lib/auth/door";
import { listMySubmissions } from "@/lib/review/receipts";
import { PATHS } from "@/lib/pages/paths";

export const metadata: Metadata = {
  title: "Your account",
  robots: { index: false, follow: false },
};

/** A signed-in diner's submissions and what became of them (read with their session: dynamic, never cached). */
export default async function AccountPage() {
  const user = await currentUser();
  const submissions = user ? await listMySubmissions(user) : [];
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Your submissions</h1>
        {user ? (
          <p className="text-muted-foreground">
            Signed in as <span className="font-medium break-all text-foreground">{user.email}</span>.{" "}
            {user.emailConfirmed
              ? "Your email is confirmed."
              : "Your email is not confirmed yet: open the link we sent you when you signed up."}
          </p>
        ) : (
          <p className="text-muted-foreground">
            <Link href={PATHS.login} className="font-medium text-primary underline underline-offset-4">
              Sign in
            </Link>{" "}
            to see what you have sent us.
          </p>
        )}
      </header>
      {user && submissions.length === 0 ? (
        <p>
          Nothing yet.{" "}
          <Link href={PATHS.request} className="font-medium text-primary underline underline-offset-4">
            Suggest a meal, a restaurant or a city
          </Link>
          .
        </p>
      ) : null}
      <div className="space-y-4">
        {submissions.map((submission, index) => (
          <SubmissionStatusCard
            key={`${submission.kind}-${submission.created_at}-${index}`}
            submission={submission}
          />
        ))}
      </div>
    </div>
  );
}

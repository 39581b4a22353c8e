import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReviewDesk } from "@/components/review/review-desk";
import { currentUser } from "@/lib/auth/door";
import { EDITABLE_FIELDS, reviewQueue } from "@/lib/review/desk";

export const metadata: Metadata = {
  title: "Review desk",
  robots: { index: false, follow: false },
};

/**
 * The review desk: every pending submission, newest first. Anyone who is not a moderator gets the not-found page,
 * as the SQL decides it (review_queue refuses them).
 */
export default async function ReviewPage() {
  const user = await currentUser();
  if (!user) notFound();
  const queue = await reviewQueue(user);
  if (!queue) notFound();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Review desk</h1>
        <p className="text-muted-foreground">
          {queue.length === 0
            ? "Nothing is waiting: every submission has been reviewed."
            : `${queue.length} submission${queue.length === 1 ? "" : "s"} waiting, newest first.`}
        </p>
      </header>
      <ReviewDesk queue={queue} editable={EDITABLE_FIELDS} />
    </div>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { SubmissionStatusCard } from "@/components/review/submission-status";
import { getReceipt } from "@/lib/review/receipts";

export const metadata: Metadata = {
  title: "Your submission",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

/** A submission's private receipt: its status now, for whoever holds the link (the token is the key). */
export default async function ReceiptPage({ params }: Props) {
  // Always read now: the status changes when a moderator decides.
  await connection();
  const { token } = await params;
  const receipt = await getReceipt(token);
  if (!receipt) notFound();
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Your submission</h1>
        <p className="text-muted-foreground">
          This private link shows what becomes of your submission. Anyone you share it with sees the same.
        </p>
      </header>
      <SubmissionStatusCard submission={receipt} />
    </div>
  );
}

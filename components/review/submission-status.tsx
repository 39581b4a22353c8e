import type { Route } from "next";
import { Link } from "@/components/site/link";
import { Badge } from "@/components/ui/badge";
import type { SubmissionStatus } from "@/lib/review/receipts";
import { KIND_LABELS, STATUS_LABELS } from "@/lib/review/labels";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** One submission's status: what it is, when it was sent, and what became of it. Nothing about who sent it. */
export function SubmissionStatusCard({ submission }: { submission: SubmissionStatus }) {
  return (
    <article className="space-y-2 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={submission.status === "rejected" ? "destructive" : "secondary"}>
          {STATUS_LABELS[submission.status]}
        </Badge>
        <span className="text-sm text-muted-foreground">{KIND_LABELS[submission.kind]}</span>
      </div>
      <h2 className="text-lg font-semibold break-words">
        {submission.title}
        {submission.place ? (
          <span className="font-normal text-muted-foreground"> · {submission.place}</span>
        ) : null}
      </h2>
      <p className="text-sm text-muted-foreground">Sent {DATE.format(new Date(submission.created_at))}</p>
      {submission.status === "approved" && submission.result_path ? (
        <p>
          <Link
            href={submission.result_path as Route}
            className="font-medium text-primary underline underline-offset-4"
          >
            See it on the site
          </Link>
        </p>
      ) : null}
      {submission.status === "rejected" && submission.reason ? (
        <p>
          <span className="font-medium">Reason: </span>
          {submission.reason}
        </p>
      ) : null}
    </article>
  );
}

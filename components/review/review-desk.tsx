"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { reviewAction } from "@/lib/review/actions";
import type { PendingSubmission } from "@/lib/review/desk";
import { ReviewItem } from "./review-item";

/**
 * The desk's list with its one action: the answer to the last decision stays above the list, since a decided
 * submission leaves the queue when the page is rendered again.
 */
export function ReviewDesk({
  queue,
  editable,
}: {
  queue: PendingSubmission[];
  editable: Record<PendingSubmission["kind"], readonly string[]>;
}) {
  const [state, action, pending] = useActionState(reviewAction, { ok: false, sequence: 0 });
  return (
    <div className="space-y-6">
      <div aria-live="polite">
        {state.message ? (
          <Alert role={state.ok ? "status" : "alert"} variant={state.ok ? "info" : "destructive"}>
            {state.message}
          </Alert>
        ) : null}
      </div>
      {queue.map((item) => (
        <ReviewItem
          key={`${item.kind}-${item.id}`}
          item={item}
          editable={editable[item.kind]}
          action={action}
          pending={pending}
        />
      ))}
    </div>
  );
}

"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { PendingSubmission } from "@/lib/review/desk";
import { FIELD_LABELS, KIND_LABELS, orderedFields } from "@/lib/review/labels";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const LONG_FIELDS = new Set(["description", "user_notes"]);
/** Short values (a macro, a state) take half the row; the rest a whole one. */
const HALF_FIELDS = new Set([
  "calories",
  "protein",
  "carbs",
  "fat",
  "sugar",
  "state",
  "field",
  "current_value",
]);

/** The site's own photos are shown; a link elsewhere is only linked, so the desk loads nothing from strangers. */
function Photo({ url, label }: { url: string; label: string }) {
  if (url.startsWith("/photos/")) {
    return (
      <a href={url} className="block w-fit">
        {/* eslint-disable-next-line @next/next/no-img-element -- a submitted photo, already resized by the site */}
        <img
          src={url}
          alt={`Photo sent with ${label}`}
          className="max-h-64 rounded-lg border"
          loading="lazy"
        />
      </a>
    );
  }
  return (
    <a href={url} rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-4">
      Photo link
    </a>
  );
}

/**
 * One pending submission: its fields (the editable ones in inputs), save, approve, and reject with a reason. The
 * desk's one action answers above the list (components/review/review-desk.tsx): a decided submission leaves it.
 */
export function ReviewItem({
  item,
  editable,
  action,
  pending,
}: {
  item: PendingSubmission;
  editable: readonly string[];
  action: (formData: FormData) => void;
  pending: boolean;
}) {
  const title = String(
    item.fields.meal_name ??
      item.fields.restaurant_name ??
      item.fields.name ??
      item.fields.city_name ??
      item.meal?.name ??
      "Submission",
  );
  const prefix = `${item.kind}-${item.id}`;
  // A meal for a restaurant on the site names it already; only a new one's name may be corrected.
  const isInput = (field: string) =>
    editable.includes(field) && !(field === "restaurant_name" && item.restaurant);
  const inputs = orderedFields(item.fields).filter(([field]) => isInput(field));
  return (
    <article aria-labelledby={`${prefix}-title`} className="space-y-4 rounded-xl border bg-card p-4">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{KIND_LABELS[item.kind]}</Badge>
          <span className="text-sm text-muted-foreground">{DATE.format(new Date(item.created_at))} UTC</span>
        </div>
        <h2 id={`${prefix}-title`} className="text-lg font-semibold break-words">
          {title}
          {item.restaurant ? (
            <span className="font-normal text-muted-foreground"> · {item.restaurant.name}</span>
          ) : null}
        </h2>
      </header>
      {item.photo_url ? <Photo url={item.photo_url} label={title} /> : null}
      <form action={action} className="grid gap-3">
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="title" value={title} />
        <input type="hidden" name="edited" value={inputs.map(([field]) => field).join(" ")} />
        <dl className="grid grid-cols-2 gap-3">
          {orderedFields(item.fields).map(([field, value]) => {
            const id = `${prefix}-${field}`;
            const label = FIELD_LABELS[field] ?? field;
            const text = value === null ? "" : String(value);
            if (!isInput(field)) {
              return (
                <div key={field} className={HALF_FIELDS.has(field) ? undefined : "col-span-2"}>
                  <dt className="text-sm font-medium">{label}</dt>
                  <dd className="text-sm break-words text-muted-foreground">{text || "—"}</dd>
                </div>
              );
            }
            return (
              <div key={field} className={`grid gap-1.5 ${HALF_FIELDS.has(field) ? "" : "col-span-2"}`}>
                <dt>
                  <Label htmlFor={id}>{label}</Label>
                </dt>
                <dd>
                  {LONG_FIELDS.has(field) ? (
                    <Textarea id={id} name={`field_${field}`} defaultValue={text} />
                  ) : (
                    <Input id={id} name={`field_${field}`} defaultValue={text} />
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="approve" disabled={pending}>
            Approve
          </Button>
          <Button type="submit" name="intent" value="save" variant="outline" disabled={pending}>
            Save changes
          </Button>
        </div>
      </form>
      <form action={action} className="grid gap-2">
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="title" value={title} />
        <Label htmlFor={`${prefix}-reason`}>Reason to reject</Label>
        <Textarea id={`${prefix}-reason`} name="reason" required maxLength={2000} />
        <Button
          type="submit"
          name="intent"
          value="reject"
          variant="destructive"
          disabled={pending}
          className="w-fit"
        >
          Reject
        </Button>
      </form>
    </article>
  );
}

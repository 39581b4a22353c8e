import { Link } from "@/components/site/link";

/** No restaurant passed the page's rule: say so, and offer a way to add one. */
export function EmptyResults({ text }: { text: string }) {
  return (
    <div className="space-y-2 rounded-xl border border-dashed p-6 text-center">
      <p className="font-medium">{text}</p>
      <p className="text-sm text-muted-foreground">
        Know a place that belongs here?{" "}
        <Link href="/request" className="font-medium text-primary underline">
          Suggest a restaurant or meal
        </Link>
        .
      </p>
    </div>
  );
}

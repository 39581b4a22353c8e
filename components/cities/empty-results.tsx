import { Link } from "@/components/site/link";
import { Empty, EmptyDescription, EmptyTitle } from "@/components/ui/empty";
import { PATHS } from "@/lib/pages/paths";

/** No restaurant passed the page's rule: say so, and offer a way to add one. */
export function EmptyResults({ text }: { text: string }) {
  return (
    <Empty>
      <EmptyTitle asChild>
        <p>{text}</p>
      </EmptyTitle>
      <EmptyDescription>
        Know a place that belongs here? <Link href={PATHS.request}>Suggest a restaurant or meal</Link>.
      </EmptyDescription>
    </Empty>
  );
}

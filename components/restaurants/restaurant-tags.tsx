import { Badge } from "@/components/ui/badge";

/** A restaurant's tags as badges, optionally only the first few. */
export function RestaurantTags({ tags, max }: { tags: readonly string[]; max?: number }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary">{tag.replaceAll("-", " ")}</Badge>
        </li>
      ))}
    </ul>
  );
}

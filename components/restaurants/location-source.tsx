import { formatAsOf } from "@/lib/nutrition/provenance";
import { safeHttpUrl } from "@/lib/site/safe-url";

/**
 * Where a place is known from, as meals show their source: 'Location: All the Places, January 2026' (the name links
 * to the source). Nothing when the place has no recorded source.
 */
export function LocationSource({
  source,
  sourceUrl,
  asOf,
  className = "text-xs text-muted-foreground",
}: {
  source: string | null;
  sourceUrl?: string | null;
  asOf: string | null;
  className?: string;
}) {
  if (!source) return null;
  const href = safeHttpUrl(sourceUrl);
  return (
    <p className={className}>
      Location:{" "}
      {href ? (
        <a href={href} className="underline underline-offset-2" rel="noopener noreferrer">
          {source}
        </a>
      ) : (
        source
      )}
      {asOf ? `, ${formatAsOf(asOf)}` : null}
    </p>
  );
}

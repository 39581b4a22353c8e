import {
  asOfSuffix,
  summarizeProvenance,
  unrecordedText,
  SOURCE_NOT_RECORDED,
  type Provenance,
} from "@/lib/nutrition/provenance";

/**
 * Where a list of meals' values come from, in one short line: 'Source: MenuStat, 2022' (the name links to the
 * source), several sources separated by ';', or 'Source not recorded'. Nothing for an empty list.
 */
export function ProvenanceLine({ meals, className }: { meals: Provenance[]; className?: string }) {
  const { sources, unrecorded, total } = summarizeProvenance(meals);
  if (total === 0) return null;
  return (
    <p className={className ?? "text-xs text-muted-foreground"}>
      {sources.length === 0 ? (
        SOURCE_NOT_RECORDED
      ) : (
        <>
          {sources.length === 1 ? "Source: " : "Sources: "}
          {sources.map((source, index) => (
            <span key={source.key}>
              {index > 0 ? "; " : null}
              {source.url ? (
                <a href={source.url} className="underline underline-offset-2" rel="noopener noreferrer">
                  {source.name}
                </a>
              ) : (
                source.name
              )}
              {asOfSuffix(source)}
            </span>
          ))}
          {unrecorded > 0 ? `; ${unrecordedText(unrecorded)}` : null}
        </>
      )}
    </p>
  );
}

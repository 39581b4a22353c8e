/** A block of code a reader copies: scrolls sideways on a narrow screen instead of widening the page. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-w-full overflow-x-auto rounded-md border bg-muted p-3 text-sm leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** A notice for a list that could not be read: the page's title for the failure ('Error fetching data') and why. */
export function LoadError({ title = "Error fetching data", message }: { title?: string; message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
    </div>
  );
}

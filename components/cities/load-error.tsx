/** The spec's 'Error fetching data' notice for a list that could not be read. */
export function LoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
      <p className="font-semibold">Error fetching data</p>
      <p>{message}</p>
    </div>
  );
}

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** A notice for a list that could not be read: the page's title for the failure ('Error fetching data') and why. */
export function LoadError({ title = "Error fetching data", message }: { title?: string; message: string }) {
  return (
    <Alert variant="destructive" className="rounded-lg p-4">
      <AlertTitle className="font-semibold">{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

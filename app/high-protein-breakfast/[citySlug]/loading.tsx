import { Loader2 } from "lucide-react";

export default function Loading() {
  return (
    <div role="status" className="flex justify-center py-24">
      <Loader2 aria-hidden className="size-8 animate-spin text-primary" />
      <span className="sr-only">Loading breakfast restaurants…</span>
    </div>
  );
}

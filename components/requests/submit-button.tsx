import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
      {pending ? "Submitting..." : label}
    </Button>
  );
}

import { Button } from "@/components/ui/button";

/** A form's submit button; while the form is sent it spins a CSS icon (app/icons.css, no icon library). */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending ? <span aria-hidden className="icon icon-loader-circle size-4 animate-spin" /> : null}
      {pending ? "Submitting..." : label}
    </Button>
  );
}

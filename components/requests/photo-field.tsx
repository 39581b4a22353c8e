import { PHOTO_ACCEPT, PHOTO_FIELD } from "@/lib/photos/constants";
import { FormField } from "./form-field";

/**
 * The optional photo of a meal, a restaurant or a source: one JPEG, PNG or WebP file of up to 5 MB, sent on its own
 * once the form's submission is stored, which needs JavaScript. Before the page has hydrated (or without
 * JavaScript) a line says so instead, and the form posts its text fields only.
 */
export function PhotoField({
  id,
  label,
  error,
  hydrated,
  onChoose,
}: {
  id: string;
  label: string;
  error?: string;
  hydrated: boolean;
  /** Called with the chosen file (or null) so the form can check it at once. */
  onChoose: (file: File | null) => void;
}) {
  if (!hydrated)
    return <p className="text-sm text-muted-foreground">{`${label}: optional, added with JavaScript on.`}</p>;
  return (
    <FormField id={id} label={label} error={error} hint="Optional. A JPEG, PNG or WebP image of up to 5 MB.">
      {(control) => (
        <input
          {...control}
          type="file"
          name={PHOTO_FIELD}
          accept={PHOTO_ACCEPT}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          className="block w-full rounded-md border border-input bg-background text-sm shadow-xs file:mr-3 file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:py-2 file:font-medium file:text-secondary-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-invalid:border-destructive"
        />
      )}
    </FormField>
  );
}

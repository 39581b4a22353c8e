import { PHOTO_ACCEPT, PHOTO_FIELD } from "@/lib/photos/constants";
import { FormField } from "./form-field";

/** The optional photo of a meal or a restaurant: one JPEG, PNG or WebP file of up to 5 MB. */
export function PhotoField({
  id,
  label,
  error,
  onChoose,
}: {
  id: string;
  label: string;
  error?: string;
  /** Called with the chosen file (or null) so the form can check it at once. */
  onChoose: (file: File | null) => void;
}) {
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

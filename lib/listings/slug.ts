/** A restaurant name as its URL slug; mirrors the SQL function public.name_slug. */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

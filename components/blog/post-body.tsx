import { sanitizePostHtml } from "@/lib/blog/sanitize";

// Typography for the article body (the HTML comes from the database, so it is styled by element).
const PROSE = [
  "space-y-5 text-lg leading-relaxed",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
  "[&_ul]:ml-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ol]:ml-6 [&_ol]:list-decimal [&_ol]:space-y-2",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4",
  "[&_table]:w-full [&_table]:text-left [&_table]:text-base [&_td]:border-t [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-8",
].join(" ");

/** The post's HTML body, rendered as given after sanitising. */
export function PostBody({ html }: { html: string }) {
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html) }} />;
}

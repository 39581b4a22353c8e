// JSON-LD written once per page. A `<script>` rendered by a server component lands in the HTML and again, as its
// props, in the React Server Components payload that hydrates the page; a chain's menu made that twice over
// 100 KB. Search engines read the HTML, and the browser has no use for the data, so the server component keeps the
// text here and sends only its id; the client component that renders the `<script>` takes the text from here while
// the same request's HTML is rendered on the server (one process renders both), and writes an empty script in the
// browser, where hydration leaves the server's text in place. e2e/json-ld-once.spec.ts checks it on the build.

/** The most texts kept: a payload rendered without its HTML (a client navigation) leaves its text behind. */
const MAX_KEPT = 2000;

const store = globalThis as typeof globalThis & { __htmlOnlyText?: Map<string, string> };

/** Keeps a text for the HTML render, under its id; the oldest goes past MAX_KEPT. */
export function keepForHtml(id: string, text: string) {
  const kept = (store.__htmlOnlyText ??= new Map());
  kept.delete(id);
  kept.set(id, text);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

/** The text kept under an id, or "" (in the browser, or once it is gone). */
export const textForHtml = (id: string) => store.__htmlOnlyText?.get(id) ?? "";

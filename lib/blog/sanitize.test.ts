import sanitizeHtml from "sanitize-html";
import { sanitizePostHtml } from "./sanitize";
import { XSS_CORPUS } from "./xss-corpus";

type Element = { tag: string; attribs: Record<string, string> };

/** Every element of an HTML fragment with its attributes, as a browser-like parser sees them. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // This parse only lists elements; nothing it returns is rendered.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      found.push({ tag: frame.tag.toLowerCase(), attribs: frame.attribs });
      return false;
    },
  });
  return found;
}

const DANGEROUS_TAGS = new Set([
  "script",
  "iframe",
  "object",
  "embed",
  "style",
  "svg",
  "math",
  "form",
  "input",
  "button",
  "base",
  "meta",
  "link",
  "body",
  "template",
  "noscript",
  "video",
  "audio",
  "source",
  "details",
  "marquee",
  "xss",
  "isindex",
]);
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#|[a-z0-9-]+(\/|$))/i;

describe("the post body sanitiser", () => {
  it.each(XSS_CORPUS)("removes every script vector from %s", (payload) => {
    // An unclosed payload may swallow what follows it; what comes before must survive.
    const clean = sanitizePostHtml(`<p>Before</p>${payload}<p>After</p>`);
    for (const element of elementsOf(clean)) {
      expect(DANGEROUS_TAGS.has(element.tag)).toBe(false);
      for (const [name, value] of Object.entries(element.attribs)) {
        expect(name).not.toMatch(/^on/i);
        expect(["style", "srcset", "formaction", "background", "action", "srcdoc"]).not.toContain(name);
        if (name === "href" || name === "src") expect(value.trim()).toMatch(SAFE_URL);
      }
    }
    expect(clean).not.toMatch(/<script|javascript:|vbscript:|data:text|onerror=|onload=/i);
    expect(clean).toContain("<p>Before</p>");
  });

  it("keeps the formatting a post needs", () => {
    const html =
      '<h2>Protein</h2><p>Eat <strong>more</strong> <em>protein</em>, see <a href="/blog/x">this</a>.</p>' +
      "<ul><li>Eggs</li></ul><ol><li>One</li></ol><blockquote>Quote</blockquote>" +
      '<table><thead><tr><th scope="col">Food</th></tr></thead><tbody><tr><td>Egg</td></tr></tbody></table>' +
      '<img src="/images/blog/a.svg" alt="A plate">';
    const clean = sanitizePostHtml(html);
    for (const part of [
      "<h2>Protein</h2>",
      "<strong>more</strong>",
      '<a href="/blog/x">this</a>',
      "<li>Eggs</li>",
      "<blockquote>Quote</blockquote>",
      '<th scope="col">Food</th>',
      'alt="A plate"',
    ]) {
      expect(clean).toContain(part);
    }
  });

  it("turns an h1 in the body into an h2, since the title is the page's only h1", () => {
    expect(sanitizePostHtml("<h1>Inner title</h1>")).toBe("<h2>Inner title</h2>");
  });

  it("opens external links in a new tab without giving the other site access to the page", () => {
    expect(sanitizePostHtml('<a href="https://www.fda.gov/food">FDA</a>')).toBe(
      '<a href="https://www.fda.gov/food" rel="noopener noreferrer nofollow" target="_blank">FDA</a>',
    );
    expect(sanitizePostHtml('<a href="/guides/high-protein-foods">guide</a>')).toBe(
      '<a href="/guides/high-protein-foods">guide</a>',
    );
  });
});

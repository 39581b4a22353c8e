// HTML validity in Node: html-validate's "standard" rules (the HTML standard's content models, attributes and
// values), plus the Nu HTML Checker's ARIA-in-HTML checks it lacks, so this agrees with the Nu checker (the W3C
// validator) without Java.
import { HtmlValidate, Rule, type DOMReadyEvent, type HtmlElement, type Plugin } from "html-validate";

const LISTS = new Set(["ul", "ol", "menu"]);

/** Nu: an li in a list with no role of its own may have no role but listitem. */
class ListItemRole extends Rule {
  setup() {
    this.on("dom:ready", ({ document }: DOMReadyEvent) => {
      for (const item of document.querySelectorAll("li[role]")) {
        const parent = item.parent;
        const role = item.getAttribute("role")?.value;
        if (parent && LISTS.has(parent.tagName) && !parent.hasAttribute("role") && role !== "listitem") {
          this.report(item, `<li> in a <${parent.tagName}> must not have role "${String(role)}"`);
        }
      }
    });
  }
}

// Nu: roles that cannot be named, and the elements whose implicit role is one of them (generic, mostly).
const UNNAMEABLE_ROLES = new Set([
  "caption",
  "code",
  "deletion",
  "emphasis",
  "generic",
  "insertion",
  "paragraph",
  "presentation",
  "none",
  "strong",
  "subscript",
  "superscript",
]);
const UNNAMEABLE_ELEMENTS = new Set([
  "div",
  "span",
  "p",
  "b",
  "i",
  "u",
  "s",
  "small",
  "strong",
  "em",
  "code",
  "del",
  "ins",
  "sub",
  "sup",
  "bdi",
  "bdo",
  "data",
  "pre",
  "q",
  "samp",
  "abbr",
  "cite",
  "dfn",
  "kbd",
  "mark",
  "time",
  "var",
]);

/** Nu: aria-label and aria-labelledby only on an element whose role can be named. */
class NamingProhibited extends Rule {
  setup() {
    this.on("dom:ready", ({ document }: DOMReadyEvent) => {
      for (const element of document.querySelectorAll("[aria-label], [aria-labelledby]")) {
        const role = element.getAttribute("role")?.value;
        const unnameable =
          typeof role === "string" ? UNNAMEABLE_ROLES.has(role) : UNNAMEABLE_ELEMENTS.has(element.tagName);
        if (unnameable) {
          this.report(
            element,
            `<${element.tagName}${role ? ` role="${role}"` : ""}> must not be named with aria-label(ledby)`,
          );
        }
      }
    });
  }
}

// Nu (WAI-ARIA 1.2): the states an explicit role requires.
const REQUIRED_STATES: Record<string, string[]> = {
  checkbox: ["aria-checked"],
  combobox: ["aria-expanded"],
  heading: ["aria-level"],
  menuitemcheckbox: ["aria-checked"],
  menuitemradio: ["aria-checked"],
  meter: ["aria-valuenow"],
  radio: ["aria-checked"],
  scrollbar: ["aria-controls", "aria-valuenow"],
  slider: ["aria-valuenow"],
  switch: ["aria-checked"],
};
// Native elements that carry these states themselves.
const NATIVE_STATE = (element: HtmlElement) =>
  element.tagName === "input" || element.tagName === "select" || /^h[1-6]$/.test(element.tagName);

/** Nu: an element with an explicit role has the states that role requires. */
class RequiredStates extends Rule {
  setup() {
    this.on("dom:ready", ({ document }: DOMReadyEvent) => {
      for (const element of document.querySelectorAll("[role]")) {
        const role = String(element.getAttribute("role")?.value);
        for (const state of REQUIRED_STATES[role] ?? []) {
          if (!element.hasAttribute(state) && !NATIVE_STATE(element)) {
            this.report(element, `<${element.tagName} role="${role}"> is missing required "${state}"`);
          }
        }
      }
    });
  }
}

const nuChecks: Plugin = {
  name: "nu-checks",
  rules: {
    "nu/li-role": ListItemRole,
    "nu/naming-prohibited": NamingProhibited,
    "nu/required-states": RequiredStates,
  },
};

const validator = new HtmlValidate({
  plugins: [nuChecks],
  extends: ["html-validate:standard"],
  rules: { "nu/li-role": "error", "nu/naming-prohibited": "error", "nu/required-states": "error" },
});

/** The errors in a page's HTML, one line each ('line:column rule message'); empty when it is valid. */
export async function htmlErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${name}:${m.line}:${m.column} ${m.ruleId} ${m.message}`),
  );
}

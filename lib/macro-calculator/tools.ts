/** The tool page's two tabs, each with its own URL (docs/product.md#tools-page); Meal Builder is the default. */
export const TOOL_TABS = [
  { id: "meal-builder", label: "Meal Builder" },
  { id: "macro-calculator", label: "Macro Calculator" },
] as const;
export type ToolTab = (typeof TOOL_TABS)[number]["id"];

export const isToolTab = (value: string): value is ToolTab => TOOL_TABS.some((tab) => tab.id === value);

/** The blog post the FAQ links to. */
export const TOOLS_FAQ_POST_SLUG = "tracking-macros-dining-out";

/** A calculator result's restaurant could not be loaded (missing, or the database failed). */
export const RESTAURANT_DETAILS_ERROR = {
  title: "Error",
  description: "Could not fetch restaurant details.",
};

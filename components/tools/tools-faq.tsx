import { Link } from "@/components/site/link";
import { MATCH_TOLERANCE } from "@/lib/macro-calculator/constants";
import { TOOLS_FAQ_POST_SLUG } from "@/lib/macro-calculator/tools";
import { blogPostPath } from "@/lib/pages/paths";

const tolerancePercent = Math.round(MATCH_TOLERANCE * 100);

const QUESTIONS = [
  {
    question: "How accurate are the macros in the Meal Builder?",
    answer:
      "They are the restaurants' published nutrition facts, added up for the items and quantities you choose. Recipes and portions vary by location, so treat the totals as estimates and check with the restaurant, especially for allergies.",
  },
  {
    question: "How does the Macro Calculator pick meals?",
    answer: `A meal matches when its protein, carbs, fat and calories are each within ${tolerancePercent}% of the targets you set, and its sugar is at or below your sugar target. Leave a field empty to ignore it. The closest matches come first.`,
  },
];

export function ToolsFaq() {
  return (
    <section aria-labelledby="tools-faq" className="mx-auto max-w-3xl space-y-4 px-4 py-12">
      <h2 id="tools-faq" className="text-2xl font-semibold">
        Frequently Asked Questions
      </h2>
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className="group rounded-lg border bg-card p-4">
          <summary className="cursor-pointer font-medium">{question}</summary>
          <p className="mt-2 text-muted-foreground">{answer}</p>
        </details>
      ))}
      <p>
        More on eating out while counting:{" "}
        <Link href={blogPostPath(TOOLS_FAQ_POST_SLUG)} className="font-medium text-primary underline">
          How to Track Macros When Dining Out
        </Link>
      </p>
    </section>
  );
}

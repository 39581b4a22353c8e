import { Calculator, Sparkles, Target, TrendingUp } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

const BLURBS = [
  {
    icon: Target,
    title: "Precision Tracking",
    text: "Add up protein, carbs, fat, sugar and calories for every item you order.",
  },
  {
    icon: Sparkles,
    title: "Smart Suggestions",
    text: "Set your macro targets and see restaurant meals that fit within 25%.",
  },
  {
    icon: TrendingUp,
    title: "Real Results",
    text: "Eat out without losing track: published nutrition facts, not guesses.",
  },
];

export function ToolsHero() {
  return (
    <section aria-labelledby="tools-title" className="bg-gradient-to-b from-primary/10 to-background">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 text-center md:py-16">
        <div className="space-y-3">
          <Calculator aria-hidden className="mx-auto size-10 text-primary" />
          <h1 id="tools-title" className="text-3xl font-bold tracking-tight md:text-5xl">
            Restaurant Macro Calculator
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
            Build a custom meal from a restaurant&apos;s menu and see its macros add up, or find meals that
            match your macro targets.
          </p>
        </div>
        <ul className="grid gap-4 text-left sm:grid-cols-3">
          {BLURBS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-4 shadow-sm">
              <Icon aria-hidden className="mb-2 size-6 text-primary" />
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <a href="#tools" className={buttonVariants({ size: "lg" })}>
          Start Building Your Meal
        </a>
      </div>
    </section>
  );
}

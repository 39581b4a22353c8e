import { Filter, Leaf, Star, Target } from "lucide-react";

const REASONS = [
  {
    icon: Filter,
    title: "Advanced Nutrition Filters",
    text: "Filter meals by protein, carbs, fat, sugar and calories to find exactly what fits your day.",
  },
  {
    icon: Target,
    title: "Macro-Friendly Meal Finder",
    text: "Set your macro targets and get restaurant meals that land within range.",
  },
  {
    icon: Leaf,
    title: "Dietary Preference Support",
    text: "Spot gluten-free, keto-friendly and diabetic-friendly options at a glance.",
  },
  {
    icon: Star,
    title: "Honest User Reviews",
    text: "Diners who track macros suggest meals and restaurants, so the listings keep growing.",
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us" className="space-y-6">
      <h2 id="why-choose-us" className="text-center text-2xl font-bold tracking-tight md:text-3xl">
        Why Choose Us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
            <Icon aria-hidden className="mb-3 size-8 text-primary" />
            <p className="font-semibold">{title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from "@/components/site/link";
import { BookOpen, Dumbbell, Utensils } from "lucide-react";
import { GuideLinkCard } from "@/components/guides/guide-link-card";
import { GuidePage, GuideSection } from "@/components/guides/guide-page";
import { guideMetadata } from "@/lib/guides/guides";
import { HIGH_PROTEIN_MIN_G } from "@/lib/nutrition/thresholds";
import { blogPostPath, toolPath } from "@/lib/pages/paths";

export const metadata = guideMetadata("understanding-nutrition");

export default function UnderstandingNutritionPage() {
  return (
    <GuidePage
      slug="understanding-nutrition"
      lead={
        <p>
          Every meal on our site lists five numbers: protein, carbs, fat, sugar and calories. This guide
          explains what they mean and points you to our in-depth articles.
        </p>
      }
    >
      <section aria-labelledby="start-here" className="space-y-4">
        <h2 id="start-here" className="text-2xl font-semibold tracking-tight">
          Start here
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <GuideLinkCard
            href={blogPostPath("understanding-macros-a-beginners-guide")}
            title="Understanding Macros: A Beginner's Guide"
            description="What protein, carbohydrates and fat do, and how they add up to the calories on a menu."
            action="Read the article"
            icon={<BookOpen aria-hidden className="size-8 text-primary" />}
          />
          <GuideLinkCard
            href={blogPostPath("unlocking-the-power-of-protein")}
            title="Unlocking the Power of Protein"
            description="Why protein keeps you full and supports muscle, how much you need, and where to find it."
            action="Read the article"
            icon={<Dumbbell aria-hidden className="size-8 text-primary" />}
          />
          <GuideLinkCard
            href="/healthy-dining-guide"
            title="Healthy Dining Out Guide"
            description="Four simple habits for lighter, higher-protein restaurant meals, wherever you eat."
            action="Read the guide"
            icon={<Utensils aria-hidden className="size-8 text-primary" />}
          />
        </div>
      </section>

      <GuideSection id="calories-from-macros" title="How macros add up to calories">
        <p>
          Protein and carbohydrates each provide about 4 calories per gram and fat about 9. A meal with 40 g
          of protein, 50 g of carbs and 20 g of fat therefore comes to about 160 + 200 + 180 = 540 calories.
          If a menu&apos;s numbers are far from that sum, a component may be missing from the listing.
        </p>
      </GuideSection>

      <GuideSection id="reading-the-numbers" title="Reading the numbers on our pages">
        <ul>
          <li>
            <strong>Protein</strong> is the macro most people under-eat when dining out; meals with over{" "}
            {HIGH_PROTEIN_MIN_G} g are a strong choice for staying full.
          </li>
          <li>
            <strong>Carbs</strong> include starches, fiber and sugar. Pair them with protein for steadier
            energy.
          </li>
          <li>
            <strong>Sugar</strong> is part of the carbs; sauces, dressings and drinks are where it hides.
          </li>
          <li>
            <strong>Calories</strong> are the total energy. Compare similar dishes side by side with the{" "}
            <Link href={toolPath("meal-builder")}>Meal Builder</Link>.
          </li>
        </ul>
      </GuideSection>
    </GuidePage>
  );
}

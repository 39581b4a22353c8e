import { Link } from "@/components/site/link";
import { GuidePage, GuideSection } from "@/components/guides/guide-page";
import { HeadedTable } from "@/components/ui/headed-table";
import { guideMetadata } from "@/lib/guides/guides";
import { PROTEIN_FOODS } from "@/lib/guides/protein-foods";
import { HIGH_PROTEIN_MIN_G, HIGH_PROTEIN_PAGE_MIN_G } from "@/lib/nutrition/thresholds";
import { blogPostPath, listingPath, PATHS, toolPath } from "@/lib/pages/paths";

export const metadata = guideMetadata("high-protein-foods");

export default function HighProteinFoodsPage() {
  return (
    <GuidePage
      slug="high-protein-foods"
      lead={
        <p>
          Protein is the macro that keeps you full, supports muscle and is hardest to get enough of at
          restaurants. Here is where to find it on a menu and how much a typical portion gives you.
        </p>
      }
    >
      <GuideSection id="how-much-protein" title="How much protein do you need?">
        <p>
          The baseline recommendation for adults is 0.8 g of protein per kilogram of body weight a day. People
          who train regularly or are losing weight often aim higher, commonly 1.2–2.0 g per kilogram, to keep
          muscle. Spread over three meals, that usually means 25–40 g of protein per meal, which is why we
          call a meal high-protein when it has over {HIGH_PROTEIN_MIN_G} g, and our high-protein restaurant
          pages look for meals with over {HIGH_PROTEIN_PAGE_MIN_G} g.
        </p>
      </GuideSection>

      <section aria-labelledby="protein-table" className="space-y-3">
        <h2 id="protein-table" className="text-2xl font-semibold tracking-tight">
          Protein in common restaurant portions
        </h2>
        <HeadedTable
          caption="Approximate protein per typical cooked portion"
          columns={["Food", "Typical portion", "Protein (about)"]}
          rows={PROTEIN_FOODS.map((food) => [food.name, food.portion, `${food.proteinG} g`])}
        />
        <p className="text-sm text-muted-foreground">
          Values are typical for cooked portions and vary with recipe and portion size.
        </p>
      </section>

      <GuideSection id="lean-vs-rich" title="Lean and rich sources">
        <p>
          Lean sources such as chicken breast, shrimp, white fish, egg whites and turkey give the most protein
          per calorie. Salmon, steak, whole eggs and cheese bring more fat along with their protein: still
          good choices, but they use more of your fat budget. Beans, lentils, edamame and tofu add fiber,
          which makes them especially filling.
        </p>
      </GuideSection>

      <GuideSection id="ordering-for-protein" title="Ordering for protein">
        <ul>
          <li>
            Start with the protein and build the plate around it, rather than adding protein to a pasta or
            pizza.
          </li>
          <li>Ask for double protein on bowls and salads; it is often the cheapest way to add 20–30 g.</li>
          <li>At breakfast, choose eggs, egg-white dishes or Greek yogurt over pastries and pancakes.</li>
          <li>
            Check the protein per calorie: a 500 kcal meal with 40 g of protein beats a 900 kcal meal with 45
            g.
          </li>
        </ul>
        <p>
          Find meals that do the work for you on our{" "}
          <Link href={listingPath("high-protein")}>high-protein restaurants</Link> page, with the{" "}
          <Link href={PATHS.finder}>protein meal finder</Link>, or by setting a protein target in the{" "}
          <Link href={toolPath("macro-calculator")}>Macro Calculator</Link>. For the science, read{" "}
          <Link href={blogPostPath("unlocking-the-power-of-protein")}>Unlocking the Power of Protein</Link>.
        </p>
      </GuideSection>
    </GuidePage>
  );
}

import { Link } from "@/components/site/link";
import { GuidePage, GuideSection } from "@/components/guides/guide-page";
import { HeadedTable } from "@/components/ui/headed-table";
import { guideMetadata } from "@/lib/guides/guides";
import { HAND_PORTIONS } from "@/lib/guides/hand-portions";
import { blogPostPath, PATHS, toolPath } from "@/lib/pages/paths";

export const metadata = guideMetadata("macro-counting-tips");

export default function MacroCountingTipsPage() {
  return (
    <GuidePage
      slug="macro-counting-tips"
      lead={
        <p>
          Eating out does not have to mean a lost day of tracking. These three habits keep your protein, carbs
          and fat close to plan at almost any restaurant, without a food scale.
        </p>
      }
    >
      <GuideSection id="plan-ahead" title="1. Plan Ahead">
        <p>
          The easiest meal to track is the one you chose before you sat down. Most chains publish their
          nutrition facts, and we list protein, carbs, fat, sugar and calories for every meal we know about.
        </p>
        <ul>
          <li>
            Look up the restaurant on our <Link href={PATHS.cities}>city pages</Link> and pick two options
            that fit your remaining macros for the day, so you have a backup if the first is sold out.
          </li>
          <li>
            Log the meal before you leave home. Deciding early removes the temptation to order on impulse once
            the bread basket arrives.
          </li>
          <li>
            Budget the rest of the day around the meal: a lighter, protein-forward breakfast and lunch leaves
            room for a bigger dinner.
          </li>
          <li>
            Use the <Link href={toolPath("macro-calculator")}>Macro Calculator</Link> to find meals that match
            your targets, or the <Link href={toolPath("meal-builder")}>Meal Builder</Link> to add up a main,
            side and drink.
          </li>
        </ul>
      </GuideSection>

      <GuideSection id="estimate-portion-sizes" title="2. Estimate Portion Sizes">
        <p>
          When a restaurant does not publish nutrition facts, your hand is a portion tool you always carry. It
          scales with your body size, so the estimates are rough but consistent, and consistency is what makes
          tracking work.
        </p>
        <HeadedTable
          caption="Hand-size portion guide"
          columns={["Hand measure", "Use it for", "Roughly"]}
          rows={HAND_PORTIONS.map((row) => [row.measure, row.food, row.estimate])}
        />
        <p>
          Restaurant plates are usually larger than a single serving: a steakhouse cut is often two or three
          palms of protein, and a pasta dish can hold three or four fists of carbs. Count what is actually on
          the plate, and remember that cooking oil and butter add fat you cannot see, so round fat estimates
          up.
        </p>
      </GuideSection>

      <GuideSection id="customize" title="3. Don't Be Afraid to Customize">
        <p>
          Kitchens handle special requests all day. Small changes to an order can save hundreds of calories or
          add twenty grams of protein, and most cost nothing.
        </p>
        <ul>
          <li>Ask for dressings and sauces on the side, then dip your fork instead of pouring.</li>
          <li>Swap fries or chips for a side salad, steamed vegetables or a double portion of greens.</li>
          <li>Add an extra portion of grilled chicken, egg whites or shrimp to raise the protein.</li>
          <li>Ask for grilled instead of fried, and for the kitchen to go light on butter and oil.</li>
          <li>Order a bowl instead of a wrap, or a lettuce wrap instead of a bun, to cut refined carbs.</li>
        </ul>
        <p>
          Every meal on our restaurant pages has a Customize Order tab with phrases you can copy and show your
          server. For more ideas, read{" "}
          <Link href={blogPostPath("tracking-macros-dining-out")}>
            our guide to tracking macros when dining out
          </Link>
          .
        </p>
      </GuideSection>
    </GuidePage>
  );
}

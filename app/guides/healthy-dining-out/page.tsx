import { Link } from "@/components/site/link";
import { MapPin } from "lucide-react";
import { GuidePage, GuideSection } from "@/components/guides/guide-page";
import { Button } from "@/components/ui/button";
import { guideMetadata } from "@/lib/guides/guides";
import { guidePath, PATHS } from "@/lib/pages/paths";

export const metadata = guideMetadata("healthy-dining-out");

export default function HealthyDiningOutPage() {
  return (
    <GuidePage
      slug="healthy-dining-out"
      lead={
        <p>
          Restaurant meals tend to carry more calories, fat and sugar than the same dish made at home. Four
          habits make the difference between a meal that derails your day and one that fits it.
        </p>
      }
    >
      <GuideSection id="look-for-keywords" title="1. Look for Keywords">
        <p>The words on the menu tell you how a dish is cooked, and cooking method drives most of its fat.</p>
        <ul>
          <li>
            <strong>Choose:</strong> grilled, broiled, baked, roasted, steamed, poached, seared, blackened.
          </li>
          <li>
            <strong>Go easy on:</strong> fried, crispy, battered, breaded, creamy, smothered, loaded, au
            gratin.
          </li>
        </ul>
        <p>
          &quot;Crispy chicken&quot; and &quot;grilled chicken&quot; can differ by 200 calories or more on the
          same salad, with the grilled version usually higher in protein.
        </p>
      </GuideSection>

      <GuideSection id="sauce-on-the-side" title="2. Sauce on the Side">
        <p>
          Dressings, sauces and spreads can add 100–300 calories, much of it fat or sugar, and kitchens are
          generous with them. Asking for them on the side puts you in control: dip your fork into the dressing
          before each bite, or use about half. Salsa, mustard, hot sauce, pico de gallo and vinaigrettes are
          lighter choices than creamy dressings, aioli or barbecue sauce.
        </p>
      </GuideSection>

      <GuideSection id="smart-swaps" title="3. Smart Swaps">
        <p>Most menus let you trade a side at no cost. A few swaps that add up quickly:</p>
        <ul>
          <li>Fries or chips → side salad, steamed vegetables, fruit or a baked potato.</li>
          <li>White rice → brown rice, cauliflower rice or extra beans.</li>
          <li>Flour tortilla or bun → a bowl, lettuce wrap or whole-grain bread.</li>
          <li>Soda or sweet tea → water, sparkling water or unsweetened iced tea.</li>
          <li>Creamy soup → broth-based soup such as chicken tortilla or minestrone.</li>
        </ul>
      </GuideSection>

      <GuideSection id="lean-protein" title="4. Lean Protein">
        <p>
          Build the meal around a lean protein: chicken breast, turkey, fish, shrimp, lean steak cuts such as
          sirloin or filet, eggs or egg whites, tofu and beans. Protein keeps you full for longer than the
          same calories from starch or fat, and it protects muscle if you are eating in a calorie deficit. See{" "}
          <Link href={guidePath("high-protein-foods")}>our high-protein foods guide</Link> for what a typical
          restaurant portion delivers.
        </p>
      </GuideSection>

      <div className="rounded-xl bg-secondary p-6 text-center text-secondary-foreground">
        <p className="mb-4 text-lg font-semibold">Ready to put these tips into practice?</p>
        <Button asChild size="lg">
          <Link href={PATHS.cities}>
            <MapPin aria-hidden />
            Find a healthy restaurant now!
          </Link>
        </Button>
      </div>
    </GuidePage>
  );
}

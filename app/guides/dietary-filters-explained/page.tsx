import { Link } from "@/components/site/link";
import { Droplet, Sparkles, Wheat } from "lucide-react";
import { GuideLinkCard } from "@/components/guides/guide-link-card";
import { GuidePage, GuideSection } from "@/components/guides/guide-page";
import { guideMetadata } from "@/lib/guides/guides";
import { listingPath, PATHS } from "@/lib/pages/paths";

export const metadata = guideMetadata("dietary-filters-explained");

const FILTERS = [
  {
    href: listingPath("gluten-free"),
    title: "Gluten-Free",
    icon: Wheat,
    description:
      "Restaurants that offer dishes made without wheat, barley or rye. Ideal for gluten sensitivity; with celiac disease, also ask how the kitchen prevents cross-contact.",
    action: "Browse gluten-free restaurants",
  },
  {
    href: listingPath("keto-friendly"),
    title: "Keto-Friendly",
    icon: Sparkles,
    description:
      "Restaurants with low-carb, higher-fat options such as bunless burgers, grilled meats, salads and vegetable sides, typically well under 20–30 g of net carbs per meal.",
    action: "Browse keto-friendly restaurants",
  },
  {
    href: listingPath("diabetic-options"),
    title: "Diabetic Options",
    icon: Droplet,
    description:
      "Restaurants with meals that go easy on added sugar and refined carbs and pair carbohydrates with protein and fiber, to help keep blood sugar steady.",
    action: "Browse diabetic-friendly restaurants",
  },
];

export default function DietaryFiltersPage() {
  return (
    <GuidePage
      slug="dietary-filters-explained"
      lead={
        <p>
          Our dietary filters narrow every city down to the restaurants that suit the way you eat. Here is
          what each filter means and how to get the most from it.
        </p>
      }
    >
      <section aria-labelledby="filters" className="space-y-4">
        <h2 id="filters" className="text-2xl font-semibold tracking-tight">
          Filter by dietary need
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {FILTERS.map(({ icon: Icon, ...filter }) => (
            <GuideLinkCard
              key={filter.href}
              {...filter}
              icon={<Icon aria-hidden className="size-8 text-primary" />}
            />
          ))}
        </div>
      </section>

      <GuideSection id="how-filters-work" title="How the filters work">
        <p>
          A restaurant appears under a filter when it is tagged for that diet from its published menu and
          nutrition information. The filter tells you a restaurant has suitable options, not that every dish
          qualifies, so check the individual meals: each one shows its protein, carbs, fat, sugar and
          calories.
        </p>
        <ul>
          <li>
            For keto, look at the carbs of each meal and ask for the bun, tortilla, rice or fries to be left
            off.
          </li>
          <li>
            For diabetic-friendly eating, compare carbs and sugar across meals and favor those with more
            protein.
          </li>
          <li>
            For gluten-free eating, watch for hidden gluten in sauces, marinades, breading and soy sauce.
          </li>
        </ul>
      </GuideSection>

      <GuideSection id="allergies" title="Allergies and medical diets">
        <p>
          Recipes and suppliers change, and shared fryers and prep surfaces can carry traces of allergens. If
          you have a food allergy, celiac disease or a diet prescribed by your doctor, always confirm
          ingredients and preparation with the restaurant before you order.
        </p>
      </GuideSection>

      <GuideSection id="more-filters" title="More filters are coming">
        <p>
          We are working on more filters, including vegetarian, vegan, dairy-free and low-sodium. Know a
          restaurant that caters well to a special diet? <Link href={PATHS.request}>Suggest it</Link> and we
          will add it.
        </p>
      </GuideSection>
    </GuidePage>
  );
}
